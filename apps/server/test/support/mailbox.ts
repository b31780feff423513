import { codeIn, startSmtpReceiver, type ReceivedMail } from './smtp';

/** Mail received in this test process, with a wait for the next sign-in code to an address. */
export async function startMailbox() {
  const mails: ReceivedMail[] = [];
  const used = new WeakSet<ReceivedMail>();
  const receiver = await startSmtpReceiver((mail) => mails.push(mail));

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

  return { url: receiver.url, mails, codeFor, close: receiver.close };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
