import { telLink, whatsappLink, type TextMode } from '@rentals/shared';
import { MAIL_TEXTS, SPEC_NOTICE_SOMALI, type CodePurpose, type MailTexts } from './texts';
import type { MailMessage } from './mailer';

/**
 * The code e-mail (sign-in, sign-up, new address) in the person's language (`mode`); before they
 * choose one, in Somali and English like the spec's interface.
 */
export function codeMail(
  to: string,
  code: string,
  purpose: CodePurpose,
  mode: TextMode = 'spec',
): MailMessage {
  const words = MAIL_TEXTS[mode];
  const text = `${words.codeIntro} ${code}\n\n${words.codeUse(purpose)}\n${words.codeIgnore}`;
  const html =
    `<p>${escapeHtml(words.codeIntro)}</p><p style="font-size:28px;letter-spacing:6px"><b>${code}</b></p>` +
    `<p>${escapeHtml(words.codeUse(purpose))}</p><p>${escapeHtml(words.codeIgnore)}</p>`;
  return { to, subject: words.codeSubject(code), text, html };
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
  /** the recipient's language; 'spec' (both) until they choose one */
  mode?: TextMode;
};

/** How to reach the renter who asked: their number with a call and a WhatsApp link. */
function contactPart(input: NoticeMailInput): { text: string; html: string } {
  const number = input.renterContact;
  if (!number) return { text: '', html: '' };
  const line = `${MAIL_TEXTS[input.mode ?? 'spec'].call(input.senderName)}: ${number}`;
  return {
    text: `${line}\nWhatsApp: ${whatsappLink(number)}\n\n`,
    html:
      `<p>${escapeHtml(line)}<br><a href="${escapeHtml(telLink(number))}">${escapeHtml(MAIL_TEXTS[input.mode ?? 'spec'].call(number))}</a>` +
      ` · <a href="${escapeHtml(whatsappLink(number))}">WhatsApp</a></p>`,
  };
}

type NoticeKind =
  'rentRequest' | 'rentAccepted' | 'requestDeclined' | 'requestLapsed' | 'requestLapsedOwner';

/** A notice in the recipient's language: one language when chosen, else Somali then English. */
function noticeMail(input: NoticeMailInput, kind: NoticeKind): MailMessage {
  const mode = input.mode ?? 'spec';
  const words: MailTexts = MAIL_TEXTS[mode];
  const notice = { sender: input.senderName, listing: input.listingName };
  const body =
    mode === 'spec'
      ? `${SPEC_NOTICE_SOMALI[kind](notice)}\n${words[kind].body(notice)}`
      : words[kind].body(notice);
  const greeting = words.hello(input.recipientName);
  const contact = contactPart(input);
  const text = `${greeting}\n\n${body}\n\n${contact.text}${words.openInbox}: ${input.inboxUrl}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${body.split('\n').map(escapeHtml).join('<br>')}</p>${contact.html}` +
    `<p><a href="${escapeHtml(input.inboxUrl)}">${escapeHtml(words.openInbox)}</a></p>`;
  return { to: input.to, subject: words[kind].subject(notice), text, html };
}

/** To the owner: a renter asked to rent their listing. */
export const rentRequestMail = (input: NoticeMailInput) => noticeMail(input, 'rentRequest');

/** To the renter: the owner accepted their request. */
export const rentAcceptedMail = (input: NoticeMailInput) => noticeMail(input, 'rentAccepted');

/** To the renter: the owner declined their request. */
export const requestDeclinedMail = (input: NoticeMailInput) => noticeMail(input, 'requestDeclined');

/**
 * A pending request nobody answered in time, declined by the system: to the renter (from the
 * system) that it lapsed, to the owner (from the renter) that it is gone from their inbox.
 */
export const requestExpiredMail = (input: NoticeMailInput) =>
  noticeMail(input, input.fromSystem ? 'requestLapsed' : 'requestLapsedOwner');

/** The words of a mode (the renderer's "the listing" when a listing is gone). */
export const mailTexts = (mode: TextMode = 'spec') => MAIL_TEXTS[mode];

/** To the old address: the account now signs in with another one. */
export function emailChangedMail(input: {
  to: string;
  name: string;
  newEmail: string;
  mode?: TextMode;
}) {
  const mode = input.mode ?? 'spec';
  const words = MAIL_TEXTS[mode];
  const greeting = words.hello(input.name);
  const english = words.emailChanged.body(input.newEmail);
  const body =
    mode === 'spec' ? `${SPEC_NOTICE_SOMALI.emailChanged(input.newEmail)}\n${english}` : english;
  const warning = words.emailChanged.warning;
  const text = `${greeting}\n\n${body}\n\n${warning}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${body.split('\n').map(escapeHtml).join('<br>')}</p>` +
    `<p><b>${escapeHtml(warning)}</b></p>`;
  return { to: input.to, subject: words.emailChanged.subject, text, html };
}
