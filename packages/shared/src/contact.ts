/**
 * Links to reach someone on the number they typed: a call (tel:) and WhatsApp (wa.me). People
 * type numbers freely ('+252 61 555 0101', '061 5550101', '615550101'); wa.me needs the whole
 * international number, so a national one is taken to be Somali, the market's.
 */
const SOMALIA = '252';
/** A national Somali number has at most 9 digits after the trunk 0; international ones are longer. */
const NATIONAL_DIGITS = 9;

/** The international number, digits only, country code first. */
export function internationalDigits(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (number.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return SOMALIA + digits.slice(1);
  return digits.length <= NATIONAL_DIGITS ? SOMALIA + digits : digits;
}

/** Whether a contact holds a number at all (a profile's contact may be empty). */
export const hasPhoneNumber = (number: string): boolean => /\d{3,}/.test(number.replace(/\s/g, ''));

/** A call to the number as typed: the phone's dialler knows local numbers. */
export const telLink = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** A WhatsApp chat with the number. */
export const whatsappLink = (number: string) => `https://wa.me/${internationalDigits(number)}`;

/** A WhatsApp message, to whomever the sender picks, carrying a page's title and address. */
export const whatsappShareLink = (title: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
