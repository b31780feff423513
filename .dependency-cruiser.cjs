/**
 * The import rules of the code (npm run lint:deps, part of npm run lint): no import circles,
 * and the server's layers import downwards only. The modules (features) use http/, db/, mail/,
 * storage/, outbox/, realtime/ and seo/; those never reach back up into a module: whatever of a
 * module they need is passed to them by the composition root (app.ts).
 */
const SERVER = '^apps/server/src/';
const LOWER_LAYERS = `${SERVER}(http|realtime|db|mail|storage|outbox|seo|media)/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: split the shared part out, or pass it in from app.ts.',
      severity: 'error',
      from: { path: '^(apps/server/src|apps/web/src|packages/shared/src)/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-server-modules',
      comment:
        'The module folders of the server import one another in one direction only (users, ' +
        'auth, notifications, listings, then the kinds; requests/ reads every kind): what a ' +
        'lower module needs of a higher one is passed in by app.ts (a rule, an adapter).',
      severity: 'error',
      scope: 'folder',
      from: { path: `^${SERVER.slice(1)}modules/[^/]+$` },
      to: { path: `^${SERVER.slice(1)}modules/[^/]+$`, circular: true },
    },
    {
      name: 'no-import-up-into-modules',
      comment:
        'http/, realtime/, db/, mail/, storage/, outbox/, seo/ and media/ sit below the modules: ' +
        'receive what you need from app.ts (a resolver, a hook) instead of importing the module.',
      severity: 'error',
      from: { path: LOWER_LAYERS },
      to: { path: `${SERVER}modules/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
