import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP receiver for the journeys. It runs in the global setup process and appends each
 * mail to a file, so tests in any worker can read the codes the server sent.
 */
export async function startMailboxServer(file: string) {
  fs.writeFileSync(file, '');
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        fs.appendFileSync(file, JSON.stringify({ to, raw, at: Date.now() }) + '\n');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
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
    const code = mail?.raw.match(/Your code is: (\d{6})/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
