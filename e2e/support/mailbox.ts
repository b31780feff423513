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

/** The newest code mailed to `email` after `since` (ms timestamp), waiting for it to arrive. */
export async function codeFor(email: string, since: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = fs.readFileSync(mailFile(), 'utf8').trim().split('\n').filter(Boolean);
    const mails = lines.map((l) => JSON.parse(l) as { to: string[]; raw: string; at: number });
    const mail = mails.reverse().find((m) => m.at >= since && m.to.includes(email.toLowerCase()));
    const code = mail && codeIn(mail.raw);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
