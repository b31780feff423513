// What a visitor's first touch costs (issue 8 item 2, the other side of Total Blocking Time).
// A visitor's server-rendered page runs the app's code at the first sign of use, not on load
// (apps/web/public/boot.js), so Lighthouse's load sees no blocking; the work moves to the first
// touch. This measures it on the five Lighthouse pages, in Chromium with a phone's screen, the
// CPU slowed 4x (Lighthouse's factor) and Slow 4G (150 ms, 1.6 Mbit/s): the page loads and the
// code is prefetched while it sits idle, then a finger touches the page (a scroll's start) and we
// time until the app has taken the page over (`data-ready`), with the longest main-thread task in
// between (the most a second tap could wait).
//
//   npm run build && npx tsx bench/first-tap.ts          # starts the demo server itself
//   npx tsx bench/first-tap.ts --url http://127.0.0.1:3000
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { benchPages, startWebServer } from './web-server';

const { values: args } = parseArgs({
  options: { url: { type: 'string' }, port: { type: 'string', default: '3115' } },
});

async function main() {
  const server = args.url
    ? { base: args.url.replace(/\/$/, ''), close: async () => {} }
    : await startWebServer(Number(args.port));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const page of await benchPages(server.base)) {
      await fetch(server.base + page.path); // warm the server's cache, as Lighthouse's run does
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      // In the page (as text: this project compiles without the DOM's types): the longest task.
      await tab.addInitScript({
        content: `window.longest = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) window.longest = Math.max(window.longest, e.duration);
          }).observe({ type: 'longtask' });`,
      });
      await tab.goto(server.base + page.path, { waitUntil: 'networkidle' });
      const before = Number(await tab.evaluate('window.longest'));
      await tab.evaluate('window.longest = 0');
      const started = Date.now();
      // A finger starts to scroll (a drag, so no link is followed).
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x: 200, y }],
        });
      await touch('touchStart', 700);
      await touch('touchMove', 600);
      await touch('touchEnd', 600);
      // Polled from here: the page's Content-Security-Policy refuses waitForFunction's eval.
      while (!(await tab.evaluate('document.documentElement.dataset.ready !== undefined'))) {
        if (Date.now() - started > 60_000) throw new Error(`${page.name}: never became live`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const live = Date.now() - started;
      const longest = Number(await tab.evaluate('window.longest'));
      rows.push({
        page: page.name,
        'longest task before the touch (ms)': Math.round(before),
        'touch to live (ms)': live,
        'longest task after the touch (ms)': Math.round(longest),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log('\nFirst touch of a visitor, 4x CPU slowdown, Slow 4G, code prefetched while idle:');
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
