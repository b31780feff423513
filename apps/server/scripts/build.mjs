#!/usr/bin/env node
// Builds the server for production: src/main.ts and everything of ours it imports, the workspace
// package @rentals/shared included (it ships TypeScript), into one ESM file, dist/main.js.
// Third-party packages stay imports, loaded from node_modules at run time: PGlite's wasm, sharp's
// native binary, pg and the rest are found from their own folders there, not from a bundle.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const shared = fileURLToPath(new URL('../../../packages/shared/src/index.ts', import.meta.url));

/** Bare imports stay external, except our own workspace packages, which are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^@rentals\/shared$/ }, () => ({ path: shared }));
    b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
  },
};

const started = Date.now();
await build({
  entryPoints: [path.join(serverRoot, 'src/main.ts')],
  outdir: path.join(serverRoot, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Stack traces point at src/ under node --enable-source-maps; the map needs no copy of them.
  sourcemap: true,
  sourcesContent: false,
  plugins: [externalPackages],
  logLevel: 'warning',
});
const built = path.relative(process.cwd(), path.join(serverRoot, 'dist/main.js'));
console.log(`server built to ${built} in ${Date.now() - started} ms`);
