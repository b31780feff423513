import smpp, { type Pdu, type Session } from 'smpp';
import type { FastifyBaseLogger } from 'fastify';
import { encodeSms, withUdh } from './encoding';
import type { Receipt, SmsTransport } from './transport';

/**
 * SMPP 3.4 to the carrier's SMSC (issue 34): one bind_transceiver session, kept alive with
 * enquire_link and bound again with backoff when it drops; at most `window` submit_sm await
 * their answer at once (what carriers allow a bulk sender); delivery receipts (deliver_sm)
 * are answered and handed to `onReceipt`.
 */
export type SmppSettings = {
  /** smpp://system_id:password@host:port (ssmpp:// for TLS) */
  url: string;
  /** the sender id people see: an alphanumeric name (at most 11) or a number */
  sender: string;
  window: number;
  enquireLinkMs?: number;
  /** how long a submit waits for a bound session, and then for its answer */
  timeoutMs?: number;
  onReceipt: (receipt: Receipt) => void;
};

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 60_000;

export class SmppError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmppError';
  }
}

/** Alphanumeric sender ids are TON 5; numbers international (TON 1, NPI E.164). */
const sourceAddress = (sender: string) =>
  /^\+?\d+$/.test(sender)
    ? { source_addr: sender.replace('+', ''), source_addr_ton: 1, source_addr_npi: 1 }
    : { source_addr: sender.slice(0, 11), source_addr_ton: 5, source_addr_npi: 0 };

/** The receipt's message id and final state, from its TLVs or its text ('id:… stat:DELIVRD'). */
export function readReceipt(pdu: Pdu): Receipt | null {
  const short = pdu.short_message as { message?: unknown } | undefined;
  const text = typeof short?.message === 'string' ? short.message : '';
  const id = (pdu.receipted_message_id as string | undefined) || /\bid:(\S+)/.exec(text)?.[1];
  const state = /\bstat:(\w+)/.exec(text)?.[1];
  return id && state ? { messageId: id, state } : null;
}

export function startSmppClient(settings: SmppSettings, log: FastifyBaseLogger): SmsTransport {
  const url = new URL(settings.url);
  const credentials = {
    system_id: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
  const source = sourceAddress(settings.sender);
  const timeoutMs = settings.timeoutMs ?? 10_000;
  let session: Session | null = null;
  let bound = false;
  /**
   * The last attempt to connect or bind failed and the next waits its backoff: sends fail at
   * once meanwhile, so a person asking for a code is not kept waiting on an SMSC known to be
   * away. During an attempt they wait for its outcome.
   */
  let unreachable = false;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let reference = Math.floor(Math.random() * 256);
  /** callers waiting for a bound session: told when it is, or when the attempt failed */
  let waitingBind: ((err?: Error) => void)[] = [];
  /** submits waiting for a place in the window */
  let waitingWindow: (() => void)[] = [];
  let inFlight = 0;
  const pending = new Set<(err: Error) => void>();

  function connect() {
    if (closed) return;
    unreachable = false;
    const s = smpp.connect({
      url: settings.url,
      auto_enquire_link_period: settings.enquireLinkMs ?? 30_000,
    });
    session = s;
    s.on('connect', () => {
      s.bind_transceiver({ ...credentials, interface_version: 0x34 }, (pdu) => {
        if (pdu.command_status !== 0) {
          log.error({ status: pdu.command_status }, 'SMSC refused the bind');
          s.destroy();
          return;
        }
        bound = true;
        unreachable = false;
        retryMs = FIRST_RETRY_MS;
        log.info('SMSC bound (transceiver)');
        for (const go of waitingBind.splice(0)) go();
      });
    });
    s.on('deliver_sm', (pdu: Pdu) => {
      s.send(pdu.response());
      const receipt = readReceipt(pdu);
      if (receipt) settings.onReceipt(receipt);
    });
    s.on('enquire_link', (pdu: Pdu) => s.send(pdu.response()));
    s.on('unbind', (pdu: Pdu) => {
      s.send(pdu.response());
      s.close();
    });
    s.on('error', (err: Error) => log.warn({ err }, 'SMSC connection error'));
    s.on('close', () => {
      if (session !== s) return;
      bound = false;
      unreachable = true;
      session = null;
      // What was in flight has no answer coming: its callers fail (the outbox retries).
      for (const fail of [...pending]) fail(new SmppError('SMSC connection lost'));
      for (const tell of waitingBind.splice(0)) tell(new SmppError('SMSC unreachable'));
      if (closed) return;
      retryTimer = setTimeout(connect, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  }

  /**
   * Resolves once bound; fails when the SMSC is known to be away, or when the attempt under
   * way fails or takes longer than `timeoutMs`.
   */
  function whenBound(): Promise<void> {
    if (bound) return Promise.resolve();
    if (closed) return Promise.reject(new SmppError('SMS sender closed'));
    if (unreachable) return Promise.reject(new SmppError('SMSC unreachable'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => tell(new SmppError('SMSC unreachable')), timeoutMs);
      const tell = (err?: Error) => {
        clearTimeout(timer);
        waitingBind = waitingBind.filter((w) => w !== tell);
        if (err) reject(err);
        else resolve();
      };
      waitingBind.push(tell);
    });
  }

  async function inWindow<T>(work: () => Promise<T>): Promise<T> {
    while (inFlight >= settings.window) await new Promise<void>((r) => waitingWindow.push(r));
    inFlight++;
    try {
      return await work();
    } finally {
      inFlight--;
      waitingWindow.shift()?.();
    }
  }

  /** One submit_sm and its answer: the SMSC's message id. */
  function submitPart(fields: Record<string, unknown>): Promise<string> {
    return new Promise((resolve, reject) => {
      const fail = (err: Error) => {
        clearTimeout(timer);
        pending.delete(fail);
        reject(err);
      };
      const timer = setTimeout(
        () => fail(new SmppError('SMSC did not answer submit_sm')),
        timeoutMs,
      );
      pending.add(fail);
      const sent = session?.submit_sm(fields, (pdu) => {
        clearTimeout(timer);
        pending.delete(fail);
        if (pdu.command_status === 0) resolve(String(pdu.message_id));
        else
          reject(
            new SmppError(
              `SMSC refused submit_sm (status ${pdu.command_status})`,
              pdu.command_status,
            ),
          );
      });
      if (!sent) fail(new SmppError('SMSC connection not writable'));
    });
  }

  connect();
  return {
    async submit(to, text) {
      const { dataCoding, parts } = encodeSms(text);
      const ref = (reference = (reference + 1) % 256);
      const ids: string[] = [];
      await Promise.all(
        parts.map((payload, i) =>
          inWindow(async () => {
            await whenBound();
            ids[i] = await submitPart({
              ...source,
              dest_addr_ton: 1,
              dest_addr_npi: 1,
              destination_addr: to.replace('+', ''),
              data_coding: dataCoding,
              // A receipt for each part: the admin console counts deliveries.
              registered_delivery: 1,
              esm_class: parts.length > 1 ? smpp.ESM_CLASS.UDH_INDICATOR : 0,
              short_message:
                parts.length > 1 ? withUdh(payload, ref, parts.length, i + 1) : payload,
            });
          }),
        ),
      );
      return ids;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      waitingWindow = [];
      const s = session;
      if (!s) return;
      // Unbind politely, but a silent SMSC must not hold the shutdown up for long.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1000);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        if (!bound || !s.unbind(done)) done();
      });
      s.destroy();
    },
  };
}
