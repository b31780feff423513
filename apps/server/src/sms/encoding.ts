/**
 * How a text becomes SMS: GSM 03.38 (7-bit, 160 characters) when every character is in its
 * alphabet, else UCS-2 (70); a longer text is cut into concatenated parts, each carrying a UDH
 * (8-bit reference, total, index) so the phone joins them: 153 GSM or 67 UCS-2 characters a
 * part. Somali in Latin letters fits GSM; an apostrophe typed as ’ would not, hence `toGsm`.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\x1bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: each takes an escape and itself (two septets). */
const GSM_EXTENDED: Record<string, number> = {
  '\f': 0x0a,
  '^': 0x14,
  '{': 0x28,
  '}': 0x29,
  '\\': 0x2f,
  '[': 0x3c,
  '~': 0x3d,
  ']': 0x3e,
  '|': 0x40,
  '€': 0x65,
};
const ESCAPE = 0x1b;

/** SMPP data_coding: 0 the SMSC's default alphabet (GSM 03.38), 8 UCS-2. */
export const DATA_CODING = { gsm: 0x00, ucs2: 0x08 } as const;

const SINGLE = { gsm: 160, ucs2: 70 } as const;
const PART = { gsm: 153, ucs2: 67 } as const;

/** Typographic quotes and dashes phones and editors put in, as their GSM look-alikes. */
export const toGsm = (text: string) =>
  text.replace(/[‘’ʼ]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/…/g, '...');

const isGsm = (ch: string) => GSM_BASIC.includes(ch) || ch in GSM_EXTENDED;
export const fitsGsm = (text: string) => [...text].every(isGsm);

/** One character as GSM septets (one octet each, unpacked, as SMPP carries them). */
function gsmSeptets(ch: string): number[] {
  const basic = GSM_BASIC.indexOf(ch);
  return basic >= 0 ? [basic] : [ESCAPE, GSM_EXTENDED[ch]!];
}

export type SmsEncoding = keyof typeof DATA_CODING;
export type SmsParts = { encoding: SmsEncoding; dataCoding: number; parts: Buffer[] };

/**
 * The text's encoding and payloads, one Buffer a part (without the UDH, which `withUdh` adds).
 * A part never ends between an escape and its character, nor inside a surrogate pair.
 */
export function encodeSms(text: string): SmsParts {
  const encoding: SmsEncoding = fitsGsm(text) ? 'gsm' : 'ucs2';
  // Each character as its units: septets for GSM, UTF-16 code units for UCS-2.
  const units = [...text].map((ch) =>
    encoding === 'gsm' ? gsmSeptets(ch) : [...ch].flatMap((c) => splitUtf16(c)),
  );
  const total = units.reduce((n, u) => n + u.length, 0);
  const limit = total <= SINGLE[encoding] ? SINGLE[encoding] : PART[encoding];
  const parts: number[][] = [[]];
  for (const u of units) {
    if (parts.at(-1)!.length + u.length > limit) parts.push([]);
    parts.at(-1)!.push(...u);
  }
  return {
    encoding,
    dataCoding: DATA_CODING[encoding],
    parts: parts.map((p) => (encoding === 'gsm' ? Buffer.from(p) : utf16Buffer(p))),
  };
}

const splitUtf16 = (ch: string) => Array.from({ length: ch.length }, (_, i) => ch.charCodeAt(i));

function utf16Buffer(units: number[]): Buffer {
  const buf = Buffer.alloc(units.length * 2);
  units.forEach((u, i) => buf.writeUInt16BE(u, i * 2));
  return buf;
}

/** A part with the concatenation header (IEI 0x00: 8-bit reference) before its payload. */
export const withUdh = (payload: Buffer, reference: number, total: number, index: number) =>
  Buffer.concat([Buffer.from([0x05, 0x00, 0x03, reference & 0xff, total, index]), payload]);
