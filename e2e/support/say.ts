import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePo } from '../../apps/web/src/shared/i18n/po';

/**
 * The interface's words in a language, read from the web app's catalogues (issue 17): a journey
 * written with the spec's texts drives the Somali and English pages as a person reading them
 * would, and fails when a text has no translation.
 */
export type Mode = 'so' | 'en';

const LOCALES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/locales',
);

function table(mode: Mode): Map<string, string> {
  const words = new Map<string, string>();
  for (const catalogue of fs.readdirSync(LOCALES)) {
    const file = (locale: string) => path.join(LOCALES, catalogue, `${locale}.po`);
    if (!fs.existsSync(file('spec'))) continue;
    const source = new Map(
      parsePo(fs.readFileSync(file('spec'), 'utf8')).map((e) => [`${e.context}|${e.id}`, e]),
    );
    for (const entry of parsePo(fs.readFileSync(file(mode), 'utf8'))) {
      const spec = source.get(`${entry.context}|${entry.id}`);
      // An explicit id's source text is the spec file's translation; otherwise the id itself.
      const text = spec?.text || entry.id;
      words.set(`${entry.context}|${text}`, entry.text);
    }
  }
  return words;
}

const tables = new Map<Mode, Map<string, string>>();

/**
 * The text the page shows in `mode` for the spec's `text` (one way in every area: the catalogue
 * test holds them to it), or for the text said in a `context`.
 */
export function say(mode: Mode, text: string, context = ''): string {
  if (!tables.has(mode)) tables.set(mode, table(mode));
  const said = tables.get(mode)!.get(`${context}|${text}`);
  if (said === undefined) throw new Error(`no catalogue has "${text}"`);
  return said;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `say` as a pattern: each `{placeholder}` matches any text. */
export function sayPattern(mode: Mode, text: string, flags = ''): RegExp {
  const parts = say(mode, text).split(/\{\w+\}/);
  return new RegExp(`^${parts.map(escape).join('.+?')}$`, flags);
}
