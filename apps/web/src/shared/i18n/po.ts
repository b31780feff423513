/** The entries of a .po catalogue (msgctxt, msgid, msgstr), enough to check the catalogues. */
export type PoEntry = { context: string; id: string; text: string };

const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;

export function parsePo(source: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: Partial<PoEntry> = {};
  let field: keyof PoEntry | undefined;
  const flush = () => {
    if (current.id) entries.push({ context: '', text: '', ...current } as PoEntry);
    current = {};
  };
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgctxt ')) {
      flush();
      field = 'context';
      current.context = unquote(line);
    } else if (line.startsWith('msgid ')) {
      if (current.id !== undefined || current.text !== undefined) flush();
      field = 'id';
      current.id = unquote(line);
    } else if (line.startsWith('msgstr ')) {
      field = 'text';
      current.text = unquote(line);
    } else if (line.startsWith('"') && field) {
      current[field] = (current[field] ?? '') + unquote(line);
    } else if (line === '') {
      field = undefined;
    }
  }
  flush();
  return entries;
}
