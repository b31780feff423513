/**
 * The import rules of the code (npm run lint:deps, part of npm run lint): no import circles, the
 * apps never import each other, packages/shared imports neither app, and the server's and the
 * shared package's layers import downwards only. Type-only imports count like any other.
 */

/**
 * The server's layers, bottom to top: a file imports only its own layer and those before it.
 * Whatever a lower layer needs of a higher one is passed in by the composition root (app.ts):
 * a resolver, a hook, the deps object.
 */
const SERVER_LAYERS = [
  ['storage', 'storage/', 'files on disk or S3'],
  [
    'base',
    '(config|server-root|redis|client-address|app-error)\\.ts$',
    'the root files every layer reads: config, paths, Redis, proxy trust, AppError',
  ],
  ['mail', 'mail/', 'the mailer and its texts'],
  ['media', 'media/', 'pictures (sharp) and their storage'],
  ['db', 'db/', 'the client, schema, queries and the demo seed'],
  ['sms', 'sms/', 'the SMS sender and its records'],
  ['seo', 'seo/', "pages' heads, listing facts and the sitemap"],
  ['http', 'http/', 'Fastify plugins, errors, cursors, caches and the web app serving'],
  ['realtime', 'realtime/', 'live events over the socket'],
  ['outbox', 'outbox/', 'queued mail and SMS and the timed jobs'],
  ['deps', 'deps\\.ts$', 'what app.ts hands every module (types)'],
  ['modules', 'modules/', 'the features'],
  ['composition', '(app|main)\\.ts$|cli/', 'the composition root, the entry and the CLI'],
];

/** The root files of packages/shared that type what answers/ declares, and the rules over those types. */
const ANSWER_TYPED = '(apartments|halls|hotels|listings|notifications|user)\\.ts$';

/** packages/shared's layers, bottom to top, the same way. */
const SHARED_LAYERS = [
  [
    'facts',
    `(?!${ANSWER_TYPED}|index\\.ts$)[^/]+\\.ts$|i18n/|search/`,
    'plain facts and rules: limits, messages, kind facts, pages, form rules, search text',
  ],
  ['answers', 'answers/', 'the zod schemas of what the API answers'],
  ['answer-typed', ANSWER_TYPED, "the answers' types and the rules written over them"],
  ['schemas', 'schemas/', 'the zod schemas of what the API takes'],
  ['contract', 'contract/', 'the routes: path, payload and answer'],
  ['kinds', 'kinds/', "the kinds' descriptors and wire surfaces"],
  ['index', 'index\\.ts$', 'the package entry'],
];

const any = (paths) => `(${paths.join('|')})`;

/** One rule per layer: nothing above it. */
function layerRules(app, root, layers, why) {
  return layers.slice(0, -1).map(([name, path, holds], i) => {
    const above = layers.slice(i + 1);
    return {
      name: `${app}-layer-${name}`,
      comment:
        `${root}${path} (${holds}) imports only the layers below it; ` +
        `${above.map(([n]) => n).join(', ')} sit above. ${why}`,
      severity: 'error',
      from: { path: `^${root}(${path})` },
      to: { path: `^${root}${any(above.map(([, p]) => p))}` },
    };
  });
}

/** A file outside every layer: no rule would see its imports. */
function unplacedRule(app, root, layers) {
  const placed = `^${root}${any(layers.map(([, p]) => p))}`;
  return {
    name: `${app}-layer-unplaced`,
    comment: `A file of ${root} outside every layer: add it to the layers of .dependency-cruiser.cjs.`,
    severity: 'error',
    from: { path: `^${root}`, pathNot: placed },
    to: {},
  };
}

const SERVER = 'apps/server/src/';
const SHARED = 'packages/shared/src/';

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
        'auth, notifications, listings, the requests engine, then the kinds; request-flows/ ' +
        'reads every kind): what a ' +
        'lower module needs of a higher one is passed in by app.ts (a rule, an adapter).',
      severity: 'error',
      scope: 'folder',
      from: { path: `^${SERVER}modules/[^/]+$` },
      to: { path: `^${SERVER}modules/[^/]+$`, circular: true },
    },
    {
      name: 'server-not-web',
      comment:
        'The server never imports the web app: what both read (a route table, a rule) goes in ' +
        'packages/shared.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-not-server',
      comment: 'The web app never imports the server: what both read goes in packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'shared-not-apps',
      comment: 'packages/shared sits below both apps and imports neither.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    ...layerRules('server', SERVER, SERVER_LAYERS, 'Receive what you need from app.ts instead.'),
    unplacedRule('server', SERVER, SERVER_LAYERS),
    ...layerRules('shared', SHARED, SHARED_LAYERS, 'Move the shared piece down a layer.'),
    unplacedRule('shared', SHARED, SHARED_LAYERS),
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
