import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP receiver on a free local port: the server's mail goes through a real exchange. */
export async function startMailbox() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** Waits for the next mail to `to` after `since` mails, and returns the 6-digit code in it. */
  async function codeFor(to: string, timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()));
      const code = mail?.raw.match(/Your code is: (\d{6})/)?.[1];
      if (code && !used.has(mail!)) {
        used.add(mail!);
        return code;
      }
      if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  const used = new WeakSet<ReceivedMail>();

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    codeFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
