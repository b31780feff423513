import type { FastifyBaseLogger } from 'fastify';

/** A carrier's delivery receipt: which message, and its final state (DELIVRD, UNDELIV...). */
export type Receipt = { messageId: string; state: string };

/** Hands an SMS to the carrier; answers the message ids it gave (one per part). */
export type SmsTransport = {
  submit(to: string, text: string): Promise<string[]>;
  close(): Promise<void>;
};

/**
 * Without SMPP_URL: the SMS goes to the server log, so a developer can sign in by phone
 * locally (as mail does without SMTP_URL). Not in production, where a code in the log would
 * let whoever reads it in: there, without an SMSC, nothing is sent (`noTransport`).
 */
export function logTransport(log: FastifyBaseLogger): SmsTransport {
  return {
    async submit(to, text) {
      log.info({ sms: { to } }, `sms (no SMPP_URL): ${text}`);
      return [`log-${crypto.randomUUID()}`];
    },
    async close() {},
  };
}

/** Production without SMPP_URL: every SMS fails, so phone codes answer 503 and nobody waits. */
export const noTransport: SmsTransport = {
  submit: () => Promise.reject(new Error('no SMSC configured (SMPP_URL)')),
  async close() {},
};
