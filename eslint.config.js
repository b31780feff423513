import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The web app's feature folders, each its own zone. */
const WEB_FEATURES = readdirSync(`${import.meta.dirname}/apps/web/src/features`, {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The features that compose others' pages, allowed explicitly: the account page shows the
 * user's hall events and hotel reservations as its tabs, and the add-a-listing page opens the
 * hall's and the hotel's own forms (loaded lazily) when that kind is chosen.
 */
const COMPOSES = {
  account: ['halls', 'hotels', 'search'],
  'property-management': ['halls', 'hotels'],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The web app's layers in bulletproof-react's manner: shared → features → app, and a feature
    // never imports another (STYLE.md). The rule resolves static imports, re-exports and dynamic
    // import() alike.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: 'apps/web/src/features',
              except: [`./${feature}`, ...(COMPOSES[feature] ?? []).map((other) => `./${other}`)],
              message:
                'a feature does not import another feature; move the shared piece to shared/',
            })),
            {
              target: 'apps/web/src/features',
              from: 'apps/web/src/app',
              message: 'features do not import the app; the app composes them',
            },
            {
              target: 'apps/web/src/shared',
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message: 'shared/ imports neither features nor the app',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 17: every interface text goes through a catalogue (Lingui's <Trans> or t``), so it
    // exists in Somali and English. Tests and the bilingual language control are exempt.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXText[value=/[A-Za-z]{2,}/]:not(JSXElement[openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/] JSXText)',
          message: 'Interface text goes in <Trans> (or t``) so it has Somali and English.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label)$/] > Literal[value=/^[^@]*[A-Za-z]{2,}[^@]*$/]',
          message: 'Interface text goes through t`` so it has Somali and English.',
        },
        {
          selector:
            'JSXElement > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/], JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/], JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label)$/] > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]',
          message: 'Interface text goes through t`` so it has Somali and English.',
        },
      ],
    },
  },
);
