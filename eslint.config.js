import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      // Features never import each other; the app composes them (STYLE.md).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '../app/*'],
              message: 'shared and features must not import from app',
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
