import { describe, it, expect } from 'vitest';
import { httpErrorMessage, messages } from '../src/messages';

describe('message catalogue', () => {
  it('keeps the spec strings word for word', () => {
    expect(messages.userExists).toBe('User exist!!!');
    expect(messages.loginCodeError).toBe('Login code error');
    expect(messages.fillEmptyFields).toBe('Fadlan buuxi meelaha banaan!!!');
    expect(messages.fillEmptyPlaces).toBe('Fadlan buuxi goobaha banaan!!!');
    expect(messages.apartmentFillEmpty).toBe('Fadlan meelaha banaan!!!');
    expect(messages.cardInProcess).toBe('This property is in process of renting!!!');
    expect(messages.notFoundTitle).toBe('Boggaan lama helin');
    expect(messages.fillTheForm).toBe('Please fill the form!!!');
    expect(messages.pleaseTheFill).toBe('PLease the fill');
    expect(messages.imageProcessingError).toBe('Error on image proccessing!!!');
    expect(messages.cannotRentOwn).toBe("you can't rent your property");
    expect(messages.starMoreThan1).toBe('Star should be more than 1!!!');
    expect(messages.updateBeforeSubmit).toBe('Please update before submitting!!!');
    expect(messages.nameTooShort).toBe('Magaca < 3 xaraf');
  });

  it('builds the hall capacity messages', () => {
    expect(messages.hallMax(300)).toBe("The hall can't take more than 300");
    expect(messages.hallMin(50)).toBe("The hall can't take less than 50");
  });

  it('renders HTTP failures as status: message', () => {
    expect(httpErrorMessage(404, "Can't find the property")).toBe("404: Can't find the property");
  });

  it('has no empty message', () => {
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value === 'string') expect(value.length, key).toBeGreaterThan(0);
    }
  });
});
