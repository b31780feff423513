import { CODE_TTL_MINUTES, telLink, whatsappLink } from '@rentals/shared';
import type { MailMessage } from './mailer';

/** What each kind of code is for, as its e-mail says it. */
const CODE_ACTIONS = {
  login: 'sign in',
  signup: 'finish creating your account',
  'email-change': 'make this the e-mail address of your account',
} as const;

/** The code e-mail (sign-in, sign-up, new address), in Somali and English like the interface. */
export function codeMail(
  to: string,
  code: string,
  purpose: keyof typeof CODE_ACTIONS,
): MailMessage {
  const action = CODE_ACTIONS[purpose];
  const text =
    `Koodhkaaga waa / Your code is: ${code}\n\n` +
    `Use it to ${action} on Mogadishu Rentals. It expires in ${CODE_TTL_MINUTES} minutes.\n` +
    `If you did not ask for it, ignore this e-mail.`;
  const html =
    `<p>Koodhkaaga waa / Your code is:</p><p style="font-size:28px;letter-spacing:6px"><b>${code}</b></p>` +
    `<p>Use it to ${action} on Mogadishu Rentals. It expires in ${CODE_TTL_MINUTES} minutes.</p>` +
    `<p>If you did not ask for it, ignore this e-mail.</p>`;
  return { to, subject: `${code} is your Mogadishu Rentals code`, text, html };
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** What a notification e-mail tells: who, about which listing, and where the inbox is. */
export type NoticeMailInput = {
  to: string;
  recipientName: string;
  senderName: string;
  listingName: string;
  inboxUrl: string;
  /** the system sent it (no person): an expired request */
  fromSystem: boolean;
  /** the renter's number, on a request to the listing's owner only */
  renterContact: string | null;
};

/** How to reach the renter who asked: their number with a call and a WhatsApp link. */
function contactPart(input: NoticeMailInput): { text: string; html: string } {
  const number = input.renterContact;
  if (!number) return { text: '', html: '' };
  const line = `Wac / Call ${input.senderName}: ${number}`;
  return {
    text: `${line}\nWhatsApp: ${whatsappLink(number)}\n\n`,
    html:
      `<p>${escapeHtml(line)}<br><a href="${escapeHtml(telLink(number))}">Call ${escapeHtml(number)}</a>` +
      ` · <a href="${escapeHtml(whatsappLink(number))}">WhatsApp</a></p>`,
  };
}

function noticeMail(
  input: NoticeMailInput,
  subject: string,
  somali: string,
  english: string,
): MailMessage {
  const greeting = `Salaan / Hello ${input.recipientName},`;
  const contact = contactPart(input);
  const text =
    `${greeting}\n\n${somali}\n${english}\n\n${contact.text}` +
    `Open your notifications / Fur ogeysiisyadaada: ${input.inboxUrl}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(somali)}<br>${escapeHtml(english)}</p>${contact.html}` +
    `<p><a href="${escapeHtml(input.inboxUrl)}">Open your notifications / Fur ogeysiisyadaada</a></p>`;
  return { to: input.to, subject, text, html };
}

/** To the owner: a renter asked to rent their listing. */
export const rentRequestMail = (input: NoticeMailInput) =>
  noticeMail(
    input,
    `New rent request for ${input.listingName}`,
    `${input.senderName} wuxuu codsaday inuu kireysto ${input.listingName}.`,
    `${input.senderName} asked to rent ${input.listingName}. Accept or decline it in your inbox.`,
  );

/** To the renter: the owner accepted their request. */
export const rentAcceptedMail = (input: NoticeMailInput) =>
  noticeMail(
    input,
    `Your request for ${input.listingName} was accepted`,
    `${input.senderName} wuu aqbalay codsigaaga ${input.listingName}.`,
    `${input.senderName} accepted your request to rent ${input.listingName}.`,
  );

/** To the renter: the owner declined their request. */
export const requestDeclinedMail = (input: NoticeMailInput) =>
  noticeMail(
    input,
    `Your request for ${input.listingName} was declined`,
    `${input.senderName} wuu diiday codsigaaga ${input.listingName}.`,
    `${input.senderName} declined your request to rent ${input.listingName}.`,
  );

/**
 * A pending request nobody answered in time, declined by the system: to the renter (from the
 * system) that it lapsed, to the owner (from the renter) that it is gone from their inbox.
 */
export const requestExpiredMail = (input: NoticeMailInput) =>
  input.fromSystem
    ? noticeMail(
        input,
        `Your request for ${input.listingName} expired`,
        `Codsigaagii ${input.listingName} wuu dhacay: looma jawaabin waqtigii loogu talagalay.`,
        `Your request for ${input.listingName} expired: the owner did not answer in time. The slot is free again; you may ask again.`,
      )
    : noticeMail(
        input,
        `A request for ${input.listingName} expired`,
        `Codsigii ${input.senderName} ee ${input.listingName} wuu dhacay: lagama jawaabin waqtigii.`,
        `${input.senderName}'s request for ${input.listingName} expired unanswered and was declined. The slot is free again.`,
      );
/** To the old address: the account now signs in with another one. */
export function emailChangedMail(input: { to: string; name: string; newEmail: string }) {
  const greeting = `Salaan / Hello ${input.name},`;
  const somali = `Ciwaanka iimaylka akoonkaaga waxaa loo beddelay ${input.newEmail}.`;
  const english =
    `The e-mail address of your Mogadishu Rentals account was changed to ${input.newEmail}. ` +
    `From now on, sign-in codes go there.`;
  const warning =
    'If you did not make this change, someone else may hold your account: contact Mogadishu Rentals at once.';
  const text = `${greeting}\n\n${somali}\n${english}\n\n${warning}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(somali)}<br>${escapeHtml(english)}</p>` +
    `<p><b>${escapeHtml(warning)}</b></p>`;
  return { to: input.to, subject: 'Your Mogadishu Rentals e-mail address was changed', text, html };
}
