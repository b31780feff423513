import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSms } from '../../src/sms/encoding';
import { startSmppClient } from '../../src/sms/smpp-client';
import type { Receipt, SmsTransport } from '../../src/sms/transport';
import { startSmsc, type Smsc } from '../support/smsc';

/** The SMPP client against a real SMSC (the `smpp` package's server): one for the file. */
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
const TO = '+252615123456';

let smsc: Smsc;
let client: SmsTransport;
const receipts: Receipt[] = [];
let onReceipt: (() => void) | undefined;

beforeAll(async () => {
  smsc = await startSmsc();
  client = startSmppClient(
    {
      url: smsc.url,
      sender: 'Rentals',
      window: 2,
      timeoutMs: 1000,
      onReceipt: (r) => {
        receipts.push(r);
        onReceipt?.();
      },
    },
    quiet,
  );
});
afterAll(async () => {
  await client?.close();
  await smsc?.close();
});

describe('sending through the SMSC', () => {
  it('binds as a transceiver with the system id and password of SMPP_URL', async () => {
    await client.submit(TO, 'Salaan');
    expect(smsc.binds).toContainEqual({ systemId: 'rentals', ok: true });
  });

  it('a text that fits GSM 03.38 goes as one GSM message from the sender id', async () => {
    const ids = await client.submit(TO, 'Koodhkaagu waa: 123456');
    const sms = await smsc.next(TO, (m) => m.text.includes('123456'));
    expect(sms.text).toBe('Koodhkaagu waa: 123456');
    expect(sms.from).toBe('Rentals');
    expect(sms.parts).toHaveLength(1);
    expect(sms.parts[0]!.dataCoding).toBe(0);
    expect(ids).toEqual([sms.parts[0]!.messageId]);
  });

  it('a text with a character outside GSM goes as UCS-2, intact', async () => {
    await client.submit(TO, 'Guri cusub ✓ مرحبا');
    const sms = await smsc.next(TO, (m) => m.text.startsWith('Guri cusub'));
    expect(sms.text).toBe('Guri cusub ✓ مرحبا');
    expect(sms.parts[0]!.dataCoding).toBe(8);
  });

  it('a long text is split into concatenated parts the phone joins again', async () => {
    const long = 'Codsigaaga guriga Hodan waa la aqbalay. '.repeat(6).trim();
    expect(long.length).toBeGreaterThan(160);
    const ids = await client.submit(TO, long);
    const sms = await smsc.next(TO, (m) => m.text.startsWith('Codsigaaga'));
    expect(sms.text).toBe(long);
    expect(sms.parts.map((p) => p.part)).toEqual([
      { reference: sms.parts[0]!.part!.reference, total: 2, index: 1 },
      { reference: sms.parts[0]!.part!.reference, total: 2, index: 2 },
    ]);
    expect(ids).toEqual(sms.parts.map((p) => p.messageId));

    const arabic = 'م'.repeat(100);
    await client.submit(TO, arabic);
    const joined = await smsc.next(TO, (m) => m.text.startsWith('م'));
    expect(joined.text).toBe(arabic);
    expect(joined.parts).toHaveLength(2);
    expect(joined.parts.every((p) => p.dataCoding === 8)).toBe(true);
  });

  it('keeps at most the window of submit_sm awaiting an answer', async () => {
    const hold = smsc.hold();
    const sending = Promise.all([1, 2, 3, 4].map((n) => client.submit(TO, `Fariin ${n}`)));
    await smsc.nextSubmit();
    await smsc.nextSubmit();
    // A third would have arrived by the time a fourth could; the window (2) keeps them back.
    await new Promise((resolve) => setImmediate(resolve));
    expect(hold.waiting()).toBe(2);
    hold.release();
    expect((await sending).flat()).toHaveLength(4);
  });

  it("hands on the carrier's delivery receipts", async () => {
    const [id] = await client.submit(TO, 'Receipt please');
    const got = new Promise<void>((resolve) => (onReceipt = resolve));
    await smsc.receipt(id!, 'DELIVRD');
    await got;
    expect(receipts).toContainEqual({ messageId: id, state: 'DELIVRD' });
  });

  it('fails a send while the SMSC is down (the outbox retries), and binds again when it is back', async () => {
    await smsc.down();
    await expect(client.submit(TO, 'During the outage')).rejects.toThrow(/SMSC/);
    const rebound = smsc.nextBind();
    await smsc.up();
    await rebound;
    await client.submit(TO, 'After the outage');
    expect((await smsc.next(TO, (m) => m.text === 'After the outage')).parts).toHaveLength(1);
    expect(smsc.received.some((m) => m.text === 'During the outage')).toBe(false);
  });

  it('fails a send when no SMSC answers, and refuses a wrong password', async () => {
    const wrong = startSmppClient(
      {
        url: smsc.url.replace('secret12', 'wrong'),
        sender: 'Rentals',
        window: 1,
        timeoutMs: 300,
        onReceipt: () => {},
      },
      quiet,
    );
    await expect(wrong.submit(TO, 'x')).rejects.toThrow('SMSC unreachable');
    await wrong.close();
    expect(smsc.binds).toContainEqual({ systemId: 'rentals', ok: false });
  });
});

describe('encoding', () => {
  it('counts an extended GSM character as two and never splits it', () => {
    const text = `${'a'.repeat(152)}€${'b'.repeat(10)}`;
    const { encoding, parts } = encodeSms(text);
    expect(encoding).toBe('gsm');
    // 152 + 2 would be 154 > 153: the euro starts the second part.
    expect(parts.map((p) => p.length)).toEqual([152, 12]);
  });

  it('typographic apostrophes are not GSM: UCS-2 unless the text is made GSM first', () => {
    expect(encodeSms('Ha’ah').encoding).toBe('ucs2');
    expect(encodeSms("Ha'ah").encoding).toBe('gsm');
  });
});
