import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePo } from './po';

/**
 * Every text of the interface exists in Somali and in English (issue 17): each catalogue's
 * Somali and English files hold exactly the texts of its spec file (what the code says,
 * written there by `npm run i18n:extract`), each translated, with the same placeholders.
 */
const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const catalogues = fs
  .readdirSync(LOCALES)
  .filter((name) => fs.existsSync(path.join(LOCALES, name, 'spec.po')));
const read = (catalogue: string, locale: string) =>
  parsePo(fs.readFileSync(path.join(LOCALES, catalogue, `${locale}.po`), 'utf8'));
const key = (entry: { context: string; id: string }) => `${entry.context}\u0004${entry.id}`;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  it('are there, one per feature and shared folder', () => {
    expect(catalogues).toEqual(expect.arrayContaining(['app', 'halls', 'hotels', 'shared-ui']));
  });

  describe.each(catalogues)('%s', (catalogue) => {
    const spec = read(catalogue, 'spec');
    it.each(['so', 'en'])('has every text in %s, translated, with its placeholders', (locale) => {
      const translated = read(catalogue, locale);
      expect(translated.map(key).sort()).toEqual(spec.map(key).sort());
      const untranslated = translated.filter((entry) => entry.text.trim() === '');
      expect(untranslated.map((entry) => entry.id)).toEqual([]);
      const source = new Map(spec.map((entry) => [key(entry), entry]));
      for (const entry of translated) {
        const original = source.get(key(entry))!;
        expect(placeholders(entry.text), `${locale}: ${entry.id}`).toEqual(
          placeholders(original.text || original.id),
        );
      }
    });
  });

  // The catalogues are merged into one table per language (load.ts): a text said in two areas
  // is one message, so it must be translated the same in both, or carry a context.
  it.each(['so', 'en'])('say each text one way in %s across areas', (locale) => {
    const said = new Map<string, Map<string, string[]>>();
    for (const catalogue of catalogues) {
      for (const entry of read(catalogue, locale)) {
        const ways = said.get(key(entry)) ?? new Map<string, string[]>();
        ways.set(entry.text, [...(ways.get(entry.text) ?? []), catalogue]);
        said.set(key(entry), ways);
      }
    }
    const twoWays = [...said].filter(([, ways]) => ways.size > 1);
    expect(twoWays.map(([text, ways]) => [text, Object.fromEntries(ways)])).toEqual([]);
  });
});
