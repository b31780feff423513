import { CODE_TTL_MINUTES, listingTitle, somaliTypeLabel, type TextMode } from '@rentals/shared';

/**
 * The e-mails' words in each mode (issue 17): a person who chose Somali or English gets that
 * language alone; everyone else (no choice yet) keeps the spec-era mail with both, Somali first.
 * Terms as in docs/SOMALI-GLOSSARY.md.
 */
export type CodePurpose = 'login' | 'signup' | 'email-change';

type Notice = { sender: string; listing: string };

export type MailTexts = {
  hello: (name: string) => string;
  codeIntro: string;
  codeUse: (purpose: CodePurpose) => string;
  codeIgnore: string;
  codeSubject: (code: string) => string;
  call: (name: string) => string;
  openInbox: string;
  rentRequest: { subject: (n: Notice) => string; body: (n: Notice) => string };
  rentAccepted: { subject: (n: Notice) => string; body: (n: Notice) => string };
  requestDeclined: { subject: (n: Notice) => string; body: (n: Notice) => string };
  requestLapsed: { subject: (n: Notice) => string; body: (n: Notice) => string };
  requestLapsedOwner: { subject: (n: Notice) => string; body: (n: Notice) => string };
  emailChanged: { subject: string; body: (newEmail: string) => string; warning: string };
  theListing: string;
  /** A listing without a name, by its type and district: 'House in Hodan', 'Guri ku yaal Hodan'. */
  unnamedListing: (type: string, district: string) => string;
};

const englishUnnamed = (type: string, district: string) =>
  listingTitle({ name: '', type, location: { district } });

const ENGLISH_ACTIONS: Record<CodePurpose, string> = {
  login: 'sign in',
  signup: 'finish creating your account',
  'email-change': 'make this the e-mail address of your account',
};
const SOMALI_ACTIONS: Record<CodePurpose, string> = {
  login: 'ku gal',
  signup: 'ku dhammaystir samaynta akoonkaaga',
  'email-change': 'uga dhig iimaylkan kan akoonkaaga',
};

const english: MailTexts = {
  hello: (name) => `Hello ${name},`,
  codeIntro: 'Your code is:',
  codeUse: (purpose) =>
    `Use it to ${ENGLISH_ACTIONS[purpose]} on Mogadishu Rentals. It expires in ${CODE_TTL_MINUTES} minutes.`,
  codeIgnore: 'If you did not ask for it, ignore this e-mail.',
  codeSubject: (code) => `${code} is your Mogadishu Rentals code`,
  call: (name) => `Call ${name}`,
  openInbox: 'Open your notifications',
  rentRequest: {
    subject: (n) => `New rent request for ${n.listing}`,
    body: (n) => `${n.sender} asked to rent ${n.listing}. Accept or decline it in your inbox.`,
  },
  rentAccepted: {
    subject: (n) => `Your request for ${n.listing} was accepted`,
    body: (n) => `${n.sender} accepted your request to rent ${n.listing}.`,
  },
  requestDeclined: {
    subject: (n) => `Your request for ${n.listing} was declined`,
    body: (n) => `${n.sender} declined your request to rent ${n.listing}.`,
  },
  requestLapsed: {
    subject: (n) => `Your request for ${n.listing} expired`,
    body: (n) =>
      `Your request for ${n.listing} expired: the owner did not answer in time. The slot is free again; you may ask again.`,
  },
  requestLapsedOwner: {
    subject: (n) => `A request for ${n.listing} expired`,
    body: (n) =>
      `${n.sender}'s request for ${n.listing} expired unanswered and was declined. The slot is free again.`,
  },
  emailChanged: {
    subject: 'Your Mogadishu Rentals e-mail address was changed',
    body: (newEmail) =>
      `The e-mail address of your Mogadishu Rentals account was changed to ${newEmail}. From now on, sign-in codes go there.`,
    warning:
      'If you did not make this change, someone else may hold your account: contact Mogadishu Rentals at once.',
  },
  theListing: 'the listing',
  unnamedListing: englishUnnamed,
};

const somali: MailTexts = {
  hello: (name) => `Salaan ${name},`,
  codeIntro: 'Koodhkaagu waa:',
  codeUse: (purpose) =>
    `Ku isticmaal si aad Mogadishu Rentals ${SOMALI_ACTIONS[purpose]}. Wuxuu dhacayaa ${CODE_TTL_MINUTES} daqiiqo kadib.`,
  codeIgnore: 'Haddii aadan adigu codsan, iska dhaaf iimaylkan.',
  codeSubject: (code) => `${code} waa koodhkaaga Mogadishu Rentals`,
  call: (name) => `Wac ${name}`,
  openInbox: 'Fur ogeysiisyadaada',
  rentRequest: {
    subject: (n) => `Codsi kiro oo cusub: ${n.listing}`,
    body: (n) =>
      `${n.sender} wuxuu codsaday inuu kireysto ${n.listing}. Ka aqbal ama ka diid ogeysiisyadaada.`,
  },
  rentAccepted: {
    subject: (n) => `Codsigaaga ${n.listing} waa la aqbalay`,
    body: (n) => `${n.sender} wuu aqbalay codsigaaga ${n.listing}.`,
  },
  requestDeclined: {
    subject: (n) => `Codsigaaga ${n.listing} waa la diiday`,
    body: (n) => `${n.sender} wuu diiday codsigaaga ${n.listing}.`,
  },
  requestLapsed: {
    subject: (n) => `Codsigaaga ${n.listing} wuu dhacay`,
    body: (n) =>
      `Codsigaagii ${n.listing} wuu dhacay: looma jawaabin waqtigii loogu talagalay. Boosku waa bannaan yahay; mar kale ayaad codsan kartaa.`,
  },
  requestLapsedOwner: {
    subject: (n) => `Codsi ${n.listing} ah ayaa dhacay`,
    body: (n) =>
      `Codsigii ${n.sender} ee ${n.listing} wuu dhacay: lagama jawaabin waqtigii, waana la diiday. Boosku waa bannaan yahay.`,
  },
  emailChanged: {
    subject: 'Iimaylka akoonkaaga Mogadishu Rentals waa la beddelay',
    body: (newEmail) =>
      `Ciwaanka iimaylka akoonkaaga waxaa loo beddelay ${newEmail}. Hadda kadib, koodhadhka gelitaanka halkaas ayay tagayaan.`,
    warning:
      'Haddii aadan adigu beddelin, qof kale ayaa haysan kara akoonkaaga: isla markiiba la xiriir Mogadishu Rentals.',
  },
  theListing: 'hantida',
  unnamedListing: (type, district) => `${somaliTypeLabel(type)} ku yaal ${district}`,
};

/** Both, Somali first: the spec-era mail, kept word for word until a language is chosen. */
const both = (so: string, en: string) => `${so} / ${en}`;
const spec: MailTexts = {
  ...english,
  hello: (name) => `Salaan / Hello ${name},`,
  codeIntro: both('Koodhkaaga waa', 'Your code is:'),
  call: (name) => `Wac / Call ${name}`,
  openInbox: both('Open your notifications', 'Fur ogeysiisyadaada'),
};

export const MAIL_TEXTS: Record<TextMode, MailTexts> = { spec, so: somali, en: english };

/** The spec-era notice body: Somali line, then English line. */
export const SPEC_NOTICE_SOMALI = {
  rentRequest: (n: Notice) => `${n.sender} wuxuu codsaday inuu kireysto ${n.listing}.`,
  rentAccepted: (n: Notice) => `${n.sender} wuu aqbalay codsigaaga ${n.listing}.`,
  requestDeclined: (n: Notice) => `${n.sender} wuu diiday codsigaaga ${n.listing}.`,
  requestLapsed: (n: Notice) =>
    `Codsigaagii ${n.listing} wuu dhacay: looma jawaabin waqtigii loogu talagalay.`,
  requestLapsedOwner: (n: Notice) =>
    `Codsigii ${n.sender} ee ${n.listing} wuu dhacay: lagama jawaabin waqtigii.`,
  emailChanged: (newEmail: string) =>
    `Ciwaanka iimaylka akoonkaaga waxaa loo beddelay ${newEmail}.`,
};
