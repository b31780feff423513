import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import smpp, { type Pdu, type Session } from 'smpp';

/** One submit_sm as the SMSC read it. */
export type Submitted = {
  messageId: string;
  to: string;
  from: string;
  dataCoding: number;
  /** the concatenation header (reference, total, index) when the SMS came in parts */
  part?: { reference: number; total: number; index: number };
  text: string;
};
/** An SMS put together from its parts, as the phone shows it. */
export type ReceivedSms = { to: string; from: string; text: string; parts: Submitted[] };

export const SMSC_USER = 'rentals';
export const SMSC_PASSWORD = 'secret12';

/**
 * A real SMSC for the tests and the journeys: the `smpp` package's server on a free local port,
 * handing each SMS (put together from its parts) to `onSms` too. It refuses a bind with other credentials, reads every submit_sm (encoding,
 * parts), answers each with a message id, and sends delivery receipts on demand. `down()`
 * stops it (the bound client loses its session); `up()` brings it back on the same port.
 */
export async function startSmsc(onSms?: (sms: ReceivedSms) => void) {
  const events = new EventEmitter();
  const submitted: Submitted[] = [];
  const received: ReceivedSms[] = [];
  const binds: { systemId: string; ok: boolean }[] = [];
  const used = new WeakSet<ReceivedSms>();
  let nextId = 1;
  /** A status to answer every submit_sm with instead of success (a throttled SMSC, say). */
  let refuseWith = 0;
  /** While set, answers to submit_sm wait here (a slow SMSC), so the window can be seen. */
  let held: (() => void)[] | null = null;

  function assemble(sub: Submitted) {
    if (!sub.part) return { to: sub.to, from: sub.from, text: sub.text, parts: [sub] };
    const parts = submitted.filter(
      (s) => s.to === sub.to && s.part?.reference === sub.part!.reference,
    );
    if (parts.length < sub.part.total) return null;
    parts.sort((a, b) => a.part!.index - b.part!.index);
    return { to: sub.to, from: sub.from, text: parts.map((p) => p.text).join(''), parts };
  }

  function onSession(session: Session) {
    let bound = false;
    session.on('error', () => {});
    session.on('bind_transceiver', (pdu: Pdu) => {
      const ok = pdu.system_id === SMSC_USER && pdu.password === SMSC_PASSWORD;
      binds.push({ systemId: String(pdu.system_id), ok });
      session.send(pdu.response(ok ? {} : { command_status: smpp.ESME_RBINDFAIL }));
      bound = ok;
      if (!ok) session.close();
      else events.emit('bound');
    });
    session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
    session.on('unbind', (pdu: Pdu) => session.send(pdu.response()));
    session.on('submit_sm', (pdu: Pdu) => {
      if (!bound) return void session.send(pdu.response({ command_status: smpp.ESME_RINVBNDSTS }));
      if (refuseWith) return void session.send(pdu.response({ command_status: refuseWith }));
      const short = pdu.short_message as { udh?: Buffer[]; message: string };
      const udh = short.udh?.find((h) => h[0] === 0x00);
      const sub: Submitted = {
        messageId: `m${nextId++}`,
        to: `+${String(pdu.destination_addr)}`,
        from: String(pdu.source_addr),
        dataCoding: Number(pdu.data_coding),
        part: udh ? { reference: udh[2]!, total: udh[3]!, index: udh[4]! } : undefined,
        text: short.message,
      };
      submitted.push(sub);
      events.emit('submit', sub);
      const answer = () => session.send(pdu.response({ message_id: sub.messageId }));
      if (held) held.push(answer);
      else answer();
      const sms = assemble(sub);
      if (sms) {
        received.push(sms);
        onSms?.(sms);
        events.emit('sms', sms);
      }
    });
  }

  const start = async (on: number) => {
    const s = smpp.createServer({}, onSession);
    await new Promise<void>((resolve) => s.listen(on, '127.0.0.1', resolve));
    return s;
  };
  let server = await start(0);
  const bound = (server.address() as AddressInfo).port;

  /** The next SMS to `to` that matches and no earlier call took, waiting up to `timeoutMs`. */
  async function next(
    to: string,
    match: (sms: ReceivedSms) => boolean = () => true,
    timeoutMs = 5000,
  ) {
    const find = () => received.find((m) => m.to === to && !used.has(m) && match(m));
    const signal = AbortSignal.timeout(timeoutMs);
    let sms = find();
    while (!sms) {
      await once(events, 'sms', { signal }).catch(() => {
        throw new Error(`no SMS to ${to}`);
      });
      sms = find();
    }
    used.add(sms);
    return sms;
  }

  return {
    url: `smpp://${SMSC_USER}:${SMSC_PASSWORD}@127.0.0.1:${bound}`,
    port: bound,
    submitted,
    received,
    binds,
    next,
    /** The sign-in code in the next SMS to `to`. */
    async codeFor(to: string, timeoutMs?: number) {
      const sms = await next(to, (m) => /\b\d{6}\b/.test(m.text), timeoutMs);
      return /\b(\d{6})\b/.exec(sms.text)![1]!;
    },
    /** Resolves at the next successful bind (a client coming back). */
    nextBind: () => once(events, 'bound').then(() => undefined),
    refuse(status: number) {
      refuseWith = status;
    },
    /** Holds the answers to submit_sm from now on; `release()` sends them and stops holding. */
    hold() {
      held = [];
      return {
        waiting: () => held?.length ?? 0,
        release() {
          const answers = held ?? [];
          held = null;
          for (const answer of answers) answer();
        },
      };
    },
    /** Resolves at the next submit_sm read. */
    nextSubmit: () => once(events, 'submit').then(([sub]) => sub as Submitted),
    /** A delivery receipt for a message id, to the bound client, as carriers word it. */
    receipt(messageId: string, state = 'DELIVRD') {
      const session = server.sessions[0];
      if (!session) throw new Error('no client bound');
      const text = `id:${messageId} sub:001 dlvrd:${state === 'DELIVRD' ? '001' : '000'} submit date:2611291000 done date:2611291001 stat:${state} err:000 text:`;
      return new Promise<void>((resolve) =>
        session.deliver_sm(
          {
            esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
            short_message: text,
            receipted_message_id: messageId,
          },
          () => resolve(),
        ),
      );
    },
    /** An SMSC outage: its sessions drop and nothing listens until `up()`. */
    async down() {
      for (const s of [...server.sessions]) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async up() {
      server = await start(bound);
    },
    async close() {
      for (const s of [...server.sessions]) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type Smsc = Awaited<ReturnType<typeof startSmsc>>;
