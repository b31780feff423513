import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes } from 'react-router';
import { routes } from './route-table';
import { PUBLIC_PAGES, publicPageOf } from '@rentals/shared';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '../../..');
const loaders = ['lazy-pages.ts', 'kind-pages.tsx']
  .map((file) => fs.readFileSync(path.join(here, file), 'utf8'))
  .join('\n');

describe('the public pages', () => {
  it.each(Object.entries(PUBLIC_PAGES))(
    '%s: each path is a route of the table, and its code is the page the table loads',
    (name, page) => {
      for (const path of page.paths) {
        const url = path.replace(/:\w+/, 'homes');
        const matched = matchRoutes(routes, url)?.at(-1)?.route;
        expect(matched?.path ?? (matched?.index ? '/' : undefined)).toBe(path);
        expect(publicPageOf(url, matchPath)).toMatchObject({
          name,
          id: path.includes(':') ? 'homes' : undefined,
        });
      }
      // The manifest keys the server preloads are the modules ./lazy-pages.ts or
      // ./kind-pages.tsx import for it.
      for (const module of page.modules) {
        expect(fs.existsSync(path.join(webRoot, module))).toBe(true);
        const imported = module.replace(/^src\/app\/routes\//, './').replace(/^src\//, '../../');
        expect(loaders).toContain(`import('${imported.replace(/\.tsx?$/, '')}')`);
      }
    },
  );

  it('opens no page on a path the router sends elsewhere', () => {
    expect(publicPageOf('/myaccount', matchPath)).toBeUndefined();
    expect(publicPageOf('/halls/x/edit', matchPath)).toBeUndefined();
  });
});
