// The page-weight budget of `npm run bench` (DESIGN section 8, issue 8 item 2):
// 1. the JavaScript the landing page loads stays within 150 KB compressed, and no chunk exceeds
//    100 KB (from the production build's manifest, gzip sizes);
// 2. in Chromium with a phone's screen, against the built app serving the demo marketplace
//    (bench/web-server.ts), the first view of each page (home, a category, a property detail,
//    a hall, a hotel: everything the page downloads until the network is idle, without
//    scrolling, bytes on the wire) stays within 500 KB, and every card image within 35 KB,
//    both those the pages download and every card file of the demo data.
// Exits non-zero when a budget is broken. `--build-only` runs only part 1.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { benchPages, startWebServer } from './web-server';

const LANDING_BUDGET = 150 * 1024;
const CHUNK_BUDGET = 100 * 1024;
/** The route module the landing page ('/') loads right after the entry. */
const LANDING_ROUTE = 'src/app/routes/home-route.tsx';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

const gzipped = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(dist, file))).length;
    gzipped.set(file, size);
  }
  return size;
};

/** A chunk and everything it imports statically: what loads together with it. */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, into);
  return into;
}
const total = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + sizeOf(manifest[key]!.file), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entry || !manifest[LANDING_ROUTE]) {
  console.error('The manifest has no entry or no landing route chunk');
  process.exit(1);
}
const landing = closure(LANDING_ROUTE, closure(entry));
/**
 * The landing page's texts come in a chunk of their own per language, loaded before the page
 * starts (apps/web/src/shared/i18n/load.ts): the largest language's counts with the landing.
 */
const coreCatalogues = ['spec', 'so', 'en'].map((mode) =>
  closure(`src/shared/i18n/catalogue-${mode}-core.ts`),
);
const texts = coreCatalogues.reduce((largest, keys) => {
  const extra = new Set([...keys].filter((key) => !landing.has(key)));
  return total(extra) > total(largest) ? extra : largest;
}, new Set<string>());
texts.forEach((key) => landing.add(key));
const landingBytes = total(landing);

const problems: string[] = [];
if (landingBytes > LANDING_BUDGET)
  problems.push(`landing page JavaScript ${kb(landingBytes)} > ${kb(LANDING_BUDGET)}`);

// Every lazily loaded page: what it adds on top of the landing page when first visited.
const routes = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => {
    const added = [...closure(key)].filter((k) => !landing.has(k));
    return { name: chunk.src ?? key, own: sizeOf(chunk.file), added: total(added) };
  })
  .sort((a, b) => b.added - a.added);
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.file.endsWith('.js') && sizeOf(chunk.file) > CHUNK_BUDGET)
    problems.push(`chunk ${chunk.src ?? key} ${kb(sizeOf(chunk.file))} > ${kb(CHUNK_BUDGET)}`);
}

console.log(
  `\nPage weight (gzip), budgets: landing ${kb(LANDING_BUDGET)}, any chunk ${kb(CHUNK_BUDGET)}`,
);
console.log(`landing page JavaScript: ${kb(landingBytes)} in ${landing.size} files`);
const largest = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({ name: chunk.src ?? key, size: sizeOf(chunk.file) }))
  .sort((a, b) => b.size - a.size)[0];
if (largest) console.log(`largest chunk: ${largest.name} ${kb(largest.size)}`);
console.table(
  routes.map((r) => ({
    'lazy module': r.name,
    'own chunk': kb(r.own),
    'adds to landing': kb(r.added),
  })),
);
if (!process.argv.includes('--build-only')) problems.push(...(await firstViews()));
if (problems.length > 0) {
  console.error(`Page weight over budget:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Page weight within budget.');

/** Part 2: real transfers of each page's first view and the card images' sizes. */
async function firstViews(): Promise<string[]> {
  const FIRST_VIEW_BUDGET = 500 * 1024;
  const CARD_BUDGET = 35 * 1024;
  const over: string[] = [];
  const server = await startWebServer(Number(process.env.BENCH_WEB_PORT ?? 3114));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const rows = [];
    let cardsSeen = 0;
    let largestCard = 0;
    for (const { name, path: pagePath } of await benchPages(server.base)) {
      // A fresh context each time: an empty cache, as on a first visit. Lighthouse's phone.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const requests = new Map<string, { url: string; type: string }>();
      const bytes = new Map<string, number>();
      cdp.on('Network.requestWillBeSent', (e) =>
        requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other' }),
      );
      cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
      await cdp.send('Network.enable');
      await page.goto(server.base + pagePath, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await context.close();

      const by: Record<string, number> = {};
      let all = 0;
      for (const [id, size] of bytes) {
        const request = requests.get(id);
        if (!request) continue;
        all += size;
        by[request.type] = (by[request.type] ?? 0) + size;
        if (/-card\.webp(\?|$)/.test(request.url)) {
          cardsSeen += 1;
          largestCard = Math.max(largestCard, size);
          if (size > CARD_BUDGET)
            over.push(`${name}: card image ${request.url} ${kb(size)} > ${kb(CARD_BUDGET)}`);
        }
      }
      if (all > FIRST_VIEW_BUDGET)
        over.push(`${name} (${pagePath}): first view ${kb(all)} > ${kb(FIRST_VIEW_BUDGET)}`);
      rows.push({
        page: name,
        requests: bytes.size,
        'first view': kb(all),
        scripts: kb(by.Script ?? 0),
        styles: kb(by.Stylesheet ?? 0),
        images: kb(by.Image ?? 0),
        'API (fetch)': kb((by.Fetch ?? 0) + (by.XHR ?? 0)),
        document: kb(by.Document ?? 0),
      });
    }

    // Every card file of the demo data, not only those the pages showed.
    const cardFiles = walk(path.join(server.dataDir, 'uploads')).filter((f) =>
      f.endsWith('-card.webp'),
    );
    const cardSizes = cardFiles.map((file) => fs.statSync(file).size);
    for (const [i, size] of cardSizes.entries())
      if (size > CARD_BUDGET)
        over.push(`card file ${path.basename(cardFiles[i]!)} ${kb(size)} > ${kb(CARD_BUDGET)}`);

    console.log(
      `\nFirst view in Chromium (412x823 phone, cold cache, bytes on the wire), budgets: ` +
        `${kb(FIRST_VIEW_BUDGET)} a page, ${kb(CARD_BUDGET)} a card image`,
    );
    console.table(rows);
    console.log(
      `card images downloaded: ${cardsSeen}, largest ${kb(largestCard)}; card files of the demo ` +
        `data: ${cardSizes.length}, largest ${kb(Math.max(0, ...cardSizes))}, median ` +
        `${kb(cardSizes.sort((a, b) => a - b)[Math.floor(cardSizes.length / 2)] ?? 0)}`,
    );
    if (cardSizes.length === 0) over.push('the demo data has no card images to check');
  } finally {
    await browser.close();
    await server.close();
  }
  return over;
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}
