import fs from 'node:fs';
import path from 'node:path';
import { startSmsc, type ReceivedSms } from '../../apps/server/test/support/smsc';

/**
 * The journeys' SMSC (the `smpp` package's server) runs in the global setup process and
 * appends each SMS it receives to a file, so tests in any worker can read the codes sent.
 */
export async function startSmsServer(file: string) {
  fs.writeFileSync(file, '');
  return startSmsc((sms: ReceivedSms) =>
    fs.appendFileSync(file, JSON.stringify({ to: sms.to, text: sms.text, at: Date.now() }) + '\n'),
  );
}

const smsFile = () =>
  process.env.E2E_SMS_FILE ?? path.join(process.cwd(), 'test-results', 'sms.jsonl');

type Sms = { to: string; text: string; at: number };

/** The newest code sent by SMS to `phone` (E.164) after `since`, waiting for it to arrive. */
export async function smsCodeFor(phone: string, since: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sms = fs
      .readFileSync(smsFile(), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Sms)
      .reverse()
      .find((m) => m.at >= since && m.to === phone);
    const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
    if (sms && code) return { code, text: sms.text };
    if (Date.now() > deadline) throw new Error(`no SMS code to ${phone}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
