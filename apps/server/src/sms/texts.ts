import { CODE_TTL_MINUTES, type TextMode } from '@rentals/shared';

/**
 * What the SMS say. Each fits one GSM message (160 characters): Somali first, as most readers
 * are Somali; both languages only for a person who has chosen none yet, and then briefly.
 */
export type SmsCodePurpose = 'login' | 'signup' | 'phone-change';

const BRAND = 'Mogadishu Rentals';

export function codeSms(code: string, mode: TextMode = 'spec'): string {
  switch (mode) {
    case 'so':
      return `${BRAND}: koodhkaagu waa ${code}. Wuxuu dhacayaa ${CODE_TTL_MINUTES} daqiiqo kadib. Cidna ha siin.`;
    case 'en':
      return `${BRAND}: your code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. Do not share it.`;
    default:
      return `${BRAND}: koodhkaagu waa / your code is ${code}. Cidna ha siin / do not share it.`;
  }
}

/** To the old number once the account's number changed: whoever did not do it should know. */
export function numberChangedSms(newNumber: string, mode: TextMode = 'spec'): string {
  const hidden = `…${newNumber.slice(-3)}`;
  switch (mode) {
    case 'en':
      return `${BRAND}: your account's number is now ${hidden}. If you did not do this, write to us.`;
    case 'so':
      return `${BRAND}: lambarka akoonkaagu hadda waa ${hidden}. Haddaadan adigu samayn, noo soo qor.`;
    default:
      return `${BRAND}: lambarkaagu hadda waa / your number is now ${hidden}.`;
  }
}
