import type { FastifyBaseLogger } from 'fastify';
import { phoneCountryAllowed } from '@rentals/shared';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { countSentToday, recordReceipt, recordSent, type SmsKind } from './repository';
import { startSmppClient } from './smpp-client';
import { logTransport, noTransport, type SmsTransport } from './transport';

export type Sms = { to: string; text: string; kind: SmsKind };

/** Sends SMS within the deployment's bounds; each one sent is recorded. */
export type SmsSender = { send(sms: Sms): Promise<void>; close(): Promise<void> };

/**
 * An SMS this deployment will not send, whatever the SMSC says: a number of a country not in
 * SMS_COUNTRIES (no premium or foreign number drains the budget), or the day's ceiling
 * (SMS_DAILY_LIMIT) reached.
 */
export class SmsRefused extends Error {
  constructor(readonly reason: 'country' | 'ceiling') {
    super(reason === 'country' ? 'no SMS to this country' : 'the daily SMS ceiling is reached');
    this.name = 'SmsRefused';
  }
}

type SmsConfig = Pick<
  Config,
  'env' | 'smppUrl' | 'smsSender' | 'smsWindow' | 'smsCountries' | 'smsDailyLimit'
>;

/** The transport the configuration names: the SMSC, the log (development), or none. */
export function createSmsTransport(
  config: SmsConfig,
  db: Db,
  log: FastifyBaseLogger,
): SmsTransport {
  if (!config.smppUrl) return config.env === 'production' ? noTransport : logTransport(log);
  return startSmppClient(
    {
      url: config.smppUrl,
      sender: config.smsSender,
      window: config.smsWindow,
      onReceipt: (receipt) =>
        void recordReceipt(db, receipt).catch((err: unknown) =>
          log.warn({ err, receipt }, 'SMS delivery receipt not stored'),
        ),
    },
    log,
  );
}

export function createSmsSender(config: SmsConfig, db: Db, transport: SmsTransport): SmsSender {
  return {
    async send({ to, text, kind }) {
      if (!phoneCountryAllowed(to, config.smsCountries)) throw new SmsRefused('country');
      // Counted before sending: a few sends at the same moment may pass it by as many.
      if ((await countSentToday(db)) >= config.smsDailyLimit) throw new SmsRefused('ceiling');
      const messageIds = await transport.submit(to, text);
      await recordSent(db, { to, kind, messageIds });
    },
    close: () => transport.close(),
  };
}
