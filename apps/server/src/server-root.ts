import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). This module runs from `src/server-root.ts` under
 * tsx and from `dist/main.js` once bundled; both sit one level below it, so files beside the
 * sources (migrations, the web build) are found from here rather than from each importer.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
