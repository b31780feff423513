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

/** The alerts that also go by SMS: a request, its answer, its expiry (to the renter or owner). */
export type AlertKind =
  'rentRequest' | 'rentAccepted' | 'requestDeclined' | 'requestLapsed' | 'requestLapsedOwner';

type AlertWords = Record<AlertKind, (sender: string) => string>;

/** Short: one GSM message with a name of ordinary length, the details in the app's inbox. */
const ALERTS: Record<'so' | 'en', AlertWords> = {
  so: {
    rentRequest: (s) => `${s} wuxuu codsaday inuu kireysto. Ka aqbal ama ka diid ogeysiisyadaada.`,
    rentAccepted: (s) => `${s} wuu aqbalay codsigaaga. Eeg ogeysiisyadaada.`,
    requestDeclined: (s) => `${s} wuu diiday codsigaaga. Eeg ogeysiisyadaada.`,
    requestLapsed: () =>
      `Codsigaagu wuu dhacay: looma jawaabin waqtigii. Mar kale ayaad codsan kartaa.`,
    requestLapsedOwner: (s) => `Codsigii ${s} wuu dhacay: lagama jawaabin waqtigii.`,
  },
  en: {
    rentRequest: (s) => `${s} asked to rent your listing. Accept or decline it in your inbox.`,
    rentAccepted: (s) => `${s} accepted your request. See your inbox.`,
    requestDeclined: (s) => `${s} declined your request. See your inbox.`,
    requestLapsed: () => `Your request expired unanswered. You may ask again.`,
    requestLapsedOwner: (s) => `The request of ${s} expired unanswered.`,
  },
};

/** An alert in the person's language (Somali until they choose one). */
export const alertSms = (kind: AlertKind, sender: string, mode: TextMode = 'spec') =>
  `${BRAND}: ${ALERTS[mode === 'en' ? 'en' : 'so'][kind](sender)}`;
