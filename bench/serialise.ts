// Compiled answer serialisers (issue 20): the home list answer of 24 cards written by zod's
// encode + JSON.stringify (fastify-type-provider-zod's serialiser, what the app used before),
// by the compiled fast-json-stringify function alone (production now), and by both (tests).
//
//   npx tsx bench/serialise.ts            (BENCH_SECONDS=2 by default: per variant, over 5 rounds)
import os from 'node:os';
import { apiPage, listingSummaryAnswer } from '@rentals/shared';
import { z } from 'zod';
import { ok } from '../apps/server/src/http/envelope';
import { listingSummaryExample } from '../apps/server/src/http/openapi-examples';
import { compileAnswer } from '../apps/server/src/http/serializer';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const homeList: z.ZodType = apiPage(listingSummaryAnswer);

// 24 cards as the presenter gives them: mixed kinds, some null prices, the rows' own extra keys.
const kinds = ['Property', 'Apartment', 'Hall', 'Hotel'] as const;
const answer = ok(
  Array.from({ length: 24 }, (_, i) => ({
    ...listingSummaryExample,
    _id: `${listingSummaryExample._id.slice(0, -2)}${String(i).padStart(2, '0')}`,
    kind: kinds[i % 4],
    name: i % 4 === 0 ? '' : `Listing number ${i}`,
    price: i % 5 === 0 ? null : 100 + i * 7.5,
    rooms: i % 3 === 0 ? null : (i % 6) + 1,
    rating: { overall: (i % 5) + 0.5, count: i },
    created_date: new Date(Date.UTC(2026, 10, 26, 9, i)).toISOString(),
  })),
  { next: 'eyJjIjoiMjAyNi0xMS0yNlQwOTozMDowMC4wMDBaIn0' },
);

const compiled = compileAnswer(homeList)!;
const viaZod = (data: unknown) => JSON.stringify(z.encode(homeList, data));
const zodCheckOnly = (data: unknown) => z.encode(homeList, data);
const both = (data: unknown) => {
  z.encode(homeList, data);
  return compiled(data);
};

if (compiled(answer).length !== viaZod(answer).length) throw new Error('outputs differ');

/** Answers per second over `seconds`, after a warm-up that lets V8 optimise. */
function opsPerSecond(run: (data: unknown) => unknown, seconds: number): number {
  let ops = 0;
  const start = process.hrtime.bigint();
  const end = start + BigInt(Math.round(seconds * 1e9));
  let now = start;
  while (now < end) {
    for (let i = 0; i < 50; i++) run(answer);
    ops += 50;
    now = process.hrtime.bigint();
  }
  return ops / (Number(now - start) / 1e9);
}

const variants: [string, (data: unknown) => unknown][] = [
  ['zod encode + JSON.stringify (before)', viaZod],
  ['compiled fast-json-stringify (production)', compiled],
  ['zod check + compiled (tests)', both],
  ['zod check alone', zodCheckOnly],
  ['JSON.stringify alone (no schema)', (data) => JSON.stringify(data)],
];
for (const [, run] of variants) opsPerSecond(run, 0.3);
// Rounds interleave the variants, and the median is kept: the machine is shared, and a
// neighbour's burst should not land on one variant only.
const ROUNDS = 5;
const samples = variants.map(() => [] as number[]);
for (let round = 0; round < ROUNDS; round++) {
  variants.forEach(([, run], i) => samples[i]!.push(opsPerSecond(run, SECONDS / ROUNDS)));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const base = median(samples[0]!);
console.log(
  `home list, 24 cards, ${compiled(answer).length} bytes; median of ${ROUNDS} rounds, ${SECONDS} s per variant`,
);
variants.forEach(([name], i) => {
  const ops = median(samples[i]!);
  console.log(
    `${name.padEnd(44)} ${Math.round(ops).toLocaleString('en').padStart(9)} ops/s  ${(ops / base).toFixed(2)}x  ${(1e6 / ops).toFixed(1)} µs/answer`,
  );
});
console.log(
  `load average: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
