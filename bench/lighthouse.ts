// Lighthouse budgets (issue 8 item 2): the home page, a category page, a property detail, a hall
// and a hotel page, each loaded by Lighthouse with its default mobile emulation and simulated
// Slow 4G throttling (150 ms RTT, 1.6 Mbit/s down, 4x CPU slowdown) in Debian's Chromium. Budgets:
// LCP at most 2.0 s, Total Blocking Time at most 150 ms, CLS at most 0.05 on every page. Each page
// is measured RUNS times (default 3) and the median counts. Prints a table; exits non-zero when a
// page is over budget.
//
//   npm run bench:lighthouse                     # builds, starts the demo server, measures
//   tsx bench/lighthouse.ts --runs 5             # more runs per page (on an already built app)
//   tsx bench/lighthouse.ts --url http://127.0.0.1:3000   # an already running server
//   tsx bench/lighthouse.ts --save /tmp/lh       # also write each run's JSON report there
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { benchPages, startWebServer, type BenchPage } from './web-server';

const BUDGET = { lcp: 2000, tbt: 150, cls: 0.05 };

/** Lighthouse drives Chromium through chrome-launcher, headless and without /dev/shm. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--disable-dev-shm-usage'];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    port: { type: 'string', default: '3113' },
    save: { type: 'string' },
  },
});
const runs = Math.max(1, Number(args.runs));

type Measure = {
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  si: number;
  score: number;
  /** Lighthouse's CPU benchmark of this machine at the time: lower means a busier or slower CPU */
  bi: number;
};
type Row = BenchPage & { median: Measure; lcpElement: string; runs: Measure[] };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const server = args.url
    ? { base: args.url.replace(/\/$/, ''), dataDir: '', close: async () => {} }
    : await startWebServer(Number(args.port));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const rows: Row[] = [];
  try {
    const pages = await benchPages(server.base);
    // Warm the server (first queries, first picture reads) so the runs measure the page.
    for (const page of pages) await fetch(server.base + page.path);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    if (args.save) fs.mkdirSync(args.save, { recursive: true });
    for (const page of pages) {
      const measures: Measure[] = [];
      let lcpElement = '';
      for (let run = 0; run < runs; run++) {
        const lhr = await audit(server.base + page.path, chrome.port);
        const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        measures.push({
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          fcp: value('first-contentful-paint'),
          si: value('speed-index'),
          score: (lhr.categories.performance?.score ?? 0) * 100,
          bi: lhr.environment.benchmarkIndex,
        });
        lcpElement ||= describeLcpElement(lhr.audits['largest-contentful-paint-element']?.details);
        if (args.save) {
          const file = `${page.name.replace(/\W+/g, '-')}-${run + 1}.json`;
          fs.writeFileSync(path.join(args.save, file), JSON.stringify(lhr));
        }
      }
      const pick = (key: keyof Measure) => median(measures.map((m) => m[key]));
      const m: Measure = {
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        fcp: pick('fcp'),
        si: pick('si'),
        score: pick('score'),
        bi: pick('bi'),
      };
      rows.push({ ...page, median: m, lcpElement, runs: measures });
      console.log(
        `${page.name}: LCP ${ms(m.lcp)}, TBT ${ms(m.tbt)}, CLS ${m.cls.toFixed(3)} (runs: ${measures
          .map((r) => ms(r.lcp))
          .join(' ')})`,
      );
    }
  } finally {
    chrome?.kill();
    await server.close();
  }

  console.log(
    `\nLighthouse ${runs === 1 ? '1 run' : `median of ${runs} runs`} per page, mobile, simulated Slow 4G; ` +
      `budgets LCP ≤ ${ms(BUDGET.lcp)}, TBT ≤ ${ms(BUDGET.tbt)}, CLS ≤ ${BUDGET.cls}. Simulated ` +
      'times scale the CPU time observed here by 4: on a busy machine (a low CPU index) TBT and ' +
      'LCP come out high; measure on a quiet one.',
  );
  console.table(
    rows.map(({ name, path: pagePath, median: m, lcpElement }) => ({
      page: name,
      path: pagePath,
      LCP: flag(ms(m.lcp), m.lcp > BUDGET.lcp),
      TBT: flag(ms(m.tbt), m.tbt > BUDGET.tbt),
      CLS: flag(m.cls.toFixed(3), m.cls > BUDGET.cls),
      FCP: ms(m.fcp),
      'Speed Index': ms(m.si),
      score: Math.round(m.score),
      'CPU index': Math.round(m.bi),
      'LCP element': lcpElement,
    })),
  );
  const over = rows.flatMap(({ name, median: m }) => [
    ...(m.lcp > BUDGET.lcp ? [`${name}: LCP ${ms(m.lcp)} > ${ms(BUDGET.lcp)}`] : []),
    ...(m.tbt > BUDGET.tbt ? [`${name}: TBT ${ms(m.tbt)} > ${ms(BUDGET.tbt)}`] : []),
    ...(m.cls > BUDGET.cls ? [`${name}: CLS ${m.cls.toFixed(3)} > ${BUDGET.cls}`] : []),
  ]);
  if (over.length > 0) {
    console.error(`Lighthouse over budget:\n- ${over.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('Lighthouse within budget on every page.');
  }
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like) is tried again. */
async function audit(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    const problem = !lhr ? 'no result' : lhr.runtimeError?.message;
    if (lhr && !problem) return lhr;
    if (attempt >= attempts) throw new Error(`${url}: ${problem}`);
    console.warn(`${url}: ${problem}; trying again`);
  }
}

function ms(value: number) {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

function flag(text: string, over: boolean) {
  return over ? `${text} ✗` : text;
}

/** The LCP element's tag and a hint of what it is, from the audit's node details. */
function describeLcpElement(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/);
  if (!found) return '';
  const snippet = JSON.parse(`"${found[1]}"`) as string;
  return snippet.length > 60 ? `${snippet.slice(0, 57)}...` : snippet;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
