import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The interface's catalogues (issue 17). The texts written in the code are the spec's own
 * wording, the 'spec' mode a page keeps until someone chooses a language; `so` and `en` are
 * translations of them. One catalogue per feature folder and shared folder, and one for the app's
 * shell, so a change to one area touches only its own files.
 *
 *   npm run i18n:extract   finds new and changed texts and adds them to every catalogue
 *   the catalogue test (src/shared/i18n/catalogues.test.ts) fails when a text lacks Somali or English
 */
export default defineConfig({
  sourceLocale: 'spec',
  locales: ['spec', 'so', 'en'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{name}/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/shared-{name}/{locale}',
      include: ['<rootDir>/src/shared/{name}'],
      exclude: ['**/*.test.*', '<rootDir>/src/shared/forms'],
    },
    // The owners' forms (shared/forms) have a catalogue outside the shared-* ones: those are the
    // landing page's core texts (shared/i18n/load.ts), and no form is on the landing page.
    {
      path: '<rootDir>/src/locales/forms/{locale}',
      include: ['<rootDir>/src/shared/forms'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/app/{locale}',
      include: ['<rootDir>/src/app'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
