import { codeIn, startSmtpReceiver, type ReceivedMail } from './smtp';

/** Mail received in this test process, with a wait for the next sign-in code to an address. */
export async function startMailbox() {
  const mails: ReceivedMail[] = [];
  const used = new WeakSet<ReceivedMail>();
  let receiver = await startSmtpReceiver((mail) => mails.push(mail));
  const { url, port } = receiver;
  let up = true;

  /** The newest code mailed to `to` that no earlier call has taken, waiting up to `timeoutMs`. */
  async function codeFor(to: string, timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()));
      const code = mail && codeIn(mail.raw);
      if (mail && code && !used.has(mail)) {
        used.add(mail);
        return code;
      }
      if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    url,
    mails,
    codeFor,
    /** An SMTP outage: nothing listens on the mailbox's port until `up()`. */
    async down() {
      up = false;
      await receiver.close();
    },
    /** The mail server is back, on the same port. */
    async up() {
      receiver = await startSmtpReceiver((mail) => mails.push(mail), port);
      up = true;
    },
    close: () => (up ? receiver.close() : Promise.resolve()),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
