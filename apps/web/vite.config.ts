import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { transformAsync } from '@babel/core';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_ORIGIN = 'http://127.0.0.1:3000';

// Lingui's macro and catalogue plugins find their configuration here, whatever the working
// directory (the root's Vitest and scripts run from the repository root).
process.env.LINGUI_CONFIG ??= fileURLToPath(new URL('lingui.config.ts', import.meta.url));

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every built script, stylesheet and SVG,
 * which the server sends to browsers that accept them (@fastify/static preCompressed): on a
 * slow phone network the landing page's scripts and CSS cost a third of their raw size.
 */
function precompress(): Plugin {
  return {
    name: 'rentals:precompress',
    // Not the server's rendering bundle (dist-ssr): nothing downloads it.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(dir, name);
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Lingui's macros (<Trans>, t`…`) become catalogue lookups at build time, through Babel and
 * only in the files that import them. Vite 8's @vitejs/plugin-react no longer runs Babel, and
 * @rolldown/plugin-babel, which would, requires Node 22.12 while the project runs on Node 20.19
 * (docs/ARCHITECTURE.md, "Node version"): these few lines do the same for this one plugin.
 */
function linguiMacros(): Plugin {
  return {
    name: 'rentals:lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[jt]sx?$/, code: /@lingui\/(core|react)\/macro/ },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: {
            sourceType: 'module',
            plugins: id.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'],
          },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}

/**
 * The pages a visitor lands on from a shared link or a search (the server renders them,
 * packages/shared/src/public-pages.ts), the page a first tap on a heart leads to, and the
 * not-found page. Their code is precached; every other page's is kept once it is used (sw.ts).
 */
const PUBLIC_PAGE_MODULES = [
  'src/app/routes/home-route.tsx',
  'src/features/properties/components/category-page.tsx',
  'src/features/properties/components/property-detail-page.tsx',
  'src/features/halls/components/hall-page.tsx',
  'src/features/hotels/components/hotel-page.tsx',
  'src/features/apartments/components/apartment-building-page.tsx',
  'src/app/routes/listing-detail-route.tsx',
  'src/features/not-found/components/not-found-page.tsx',
  'src/features/auth/components/login-page.tsx',
];

type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The built files the app's entry and the public pages load (their static imports, recursively),
 * from the build's own manifest (dist/.vite/manifest.json, written before the worker is built).
 */
function publicPageFiles(dist: string): Set<string> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`precache: ${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  ['index.html', ...PUBLIC_PAGE_MODULES].forEach(visit);
  return files;
}

/**
 * Installable and useful offline (issue 18): the web app manifest, and the service worker
 * (src/sw/sw.ts) with the list of files to precache. Only in the browser's build: the server's
 * rendering bundle needs neither. The worker is registered by public/connection.js and the app
 * (features/offline), never in development.
 */
const pwa = (ssr: boolean) =>
  VitePWA({
    disable: ssr,
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'Mogadishu Rentals',
      short_name: 'Rentals',
      description: 'Rent homes, offices, land, halls and hotels in Mogadishu.',
      // Somali pages link public/manifest.so.webmanifest instead (the server's web-app.ts).
      lang: 'en',
      dir: 'ltr',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#fafaf9',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    includeManifestIcons: false, // the glob below has them
    injectManifest: {
      // boot.js and connection.js, the offline page, icons, and of the hashed scripts and styles
      // those of the entry and the public pages: about a third of the app, for every visitor.
      // Not index.html: the server writes each page's (apps/server/src/http/web-app.ts), and
      // not the .br/.gz copies (the worker asks for the file; the server picks the encoding).
      globPatterns: ['**/*.{js,css,svg,png,html}'],
      globIgnores: ['index.html', 'sw.js'],
      manifestTransforms: [
        (entries) => {
          const wanted = publicPageFiles(fileURLToPath(new URL('dist', import.meta.url)));
          const manifest = entries.filter(
            (entry) => !entry.url.startsWith('assets/') || wanted.has(entry.url),
          );
          return { manifest, warnings: [] };
        },
      ],
      // A stray large file must not be forced onto every phone.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
    devOptions: { enabled: false },
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    linguiMacros(),
    // .po catalogues are compiled on import (src/shared/i18n)
    lingui(),
    tailwindcss(),
    precompress(),
    pwa(Boolean(isSsrBuild)),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the bench's page-weight budget reads the chunk graph from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // The router in a chunk of its own: left to itself, the bundler folds it into the entry
        // whenever the chunk graph shifts, and the entry then breaks the 100 KB a chunk budget.
        codeSplitting: { groups: [{ name: 'router', test: /node_modules[\\/]react-router/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.tsx'],
    // A form test types and waits several times; beside the server suites on 2 cores one took
    // over the 5 s default.
    testTimeout: 20_000,
  },
}));
