import { describe, expect, it } from 'vitest';
import { hasPhoneNumber, internationalDigits, telLink, whatsappLink } from '../src/contact';
import { apartmentRequestLabel, canBookApartment } from '../src/apartments';

describe('links to a number', () => {
  it('WhatsApp gets the international number however it was typed', () => {
    expect(whatsappLink('+252 61 555 0101')).toBe('https://wa.me/252615550101');
    expect(whatsappLink('061 5550101')).toBe('https://wa.me/252615550101');
    expect(whatsappLink('615550101')).toBe('https://wa.me/252615550101');
    expect(whatsappLink('00252 61 555 0101')).toBe('https://wa.me/252615550101');
    expect(internationalDigits('+44 20 7946 0958')).toBe('442079460958');
  });

  it('a call dials the number as typed, without spaces', () => {
    expect(telLink('+252 61 555 0101')).toBe('tel:+252615550101');
    expect(telLink('061-555-0101')).toBe('tel:0615550101');
  });

  it('an empty contact is no number', () => {
    expect(hasPhoneNumber('')).toBe(false);
    expect(hasPhoneNumber('  ')).toBe(false);
    expect(hasPhoneNumber('+252 61 555 0101')).toBe(true);
  });
});

describe('apartment requests', () => {
  it('name the address, the kind of apartment and the building', () => {
    expect(
      apartmentRequestLabel({
        apartment_address: 'A-12',
        apartment_type: '2-bedroom apartment',
        building: 'Daarta Hodan',
      }),
    ).toBe('apartment A-12 (2-bedroom apartment) in Daarta Hodan');
  });

  it('Book is not offered for a rented record nor one its renter cancelled', () => {
    expect(canBookApartment('declined')).toBe(true);
    expect(canBookApartment('completed')).toBe(true);
    expect(canBookApartment('rented')).toBe(false);
    expect(canBookApartment('cancelled')).toBe(false);
  });
});
