import fs from 'node:fs';
import path from 'node:path';
import { codeIn, startSmtpReceiver } from '../../apps/server/test/support/smtp';

/**
 * The journeys' SMTP receiver runs in the global setup process and appends each mail to a
 * file, so tests in any worker can read the codes the server sent.
 */
export async function startMailboxServer(file: string) {
  fs.writeFileSync(file, '');
  return startSmtpReceiver((mail) =>
    fs.appendFileSync(file, JSON.stringify({ ...mail, at: Date.now() }) + '\n'),
  );
}

export const mailFile = () =>
  process.env.E2E_MAIL_FILE ?? path.join(process.cwd(), 'test-results', 'mail.jsonl');

type Mail = { to: string[]; raw: string; at: number };

const readMails = (): Mail[] =>
  fs
    .readFileSync(mailFile(), 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);

/** A mail's text with quoted-printable soft breaks undone. */
const textOf = (raw: string) => raw.replace(/=\r?\n/g, '');

/** The text of the first mail to `email` after `since` that contains `text`, waiting for it. */
export async function mailWith(email: string, since: number, text: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMails().find(
      (m) => m.at >= since && m.to.includes(email.toLowerCase()) && textOf(m.raw).includes(text),
    );
    if (mail) return textOf(mail.raw);
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with "${text}"`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The newest code mailed to `email` after `since` (ms timestamp), waiting for it to arrive. */
export async function codeFor(email: string, since: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMails()
      .reverse()
      .find((m) => m.at >= since && m.to.includes(email.toLowerCase()));
    const code = mail && codeIn(mail.raw);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
