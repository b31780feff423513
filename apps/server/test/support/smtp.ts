import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP receiver on a free local port, or on `port` (plain, no auth), handing each
 * message to `onMail`. Used by the integration tests and the end-to-end journeys.
 */
export async function startSmtpReceiver(onMail: (mail: ReceivedMail) => void, port = 0) {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        onMail({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sign-in code in a mail, as the code template writes it. */
export const codeIn = (raw: string) => raw.match(/(?:Your code is:|Koodhkaagu waa:) (\d{6})/)?.[1];
