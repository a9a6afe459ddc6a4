/** A type or component as docs/cms-contract.md's tables describe it. */
export interface ContractType {
  name: string;
  section: 'component' | 'content' | 'form';
  single: boolean;
  /** Field -> its Type cell and, for content types, whether the L column marks it. */
  fields: Map<string, { type: string; localized: boolean }>;
}

const SECTIONS: Record<string, ContractType['section']> = {
  '2': 'component',
  '3': 'content',
  '6': 'form',
};

const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

/**
 * Reads docs/cms-contract.md §2 (components), §3 (content types) and §6 (form types): each
 * `### \`name\`` heading (several names share its table) is followed by a `| Field | Type | … |`
 * table.
 */
export function parseContract(markdown: string): ContractType[] {
  const types: ContractType[] = [];
  let section: ContractType['section'] | undefined;
  let current: ContractType[] = [];
  for (const line of markdown.split('\n')) {
    const chapter = /^## (\d+)\./.exec(line);
    if (chapter) {
      section = SECTIONS[chapter[1]!];
      current = [];
    } else if (line.startsWith('### ') && section) {
      const names = [...line.matchAll(/`([^`/]+)`/g)].map((match) => match[1]!);
      const single = line.includes('(single)');
      current = names.map((name) => ({ name, section: section!, single, fields: new Map() }));
      types.push(...current);
    } else if (line.startsWith('|') && current.length > 0) {
      const [field, type, mark] = cells(line);
      if (!field || !type || field === 'Field' || /^-+$/.test(field)) continue;
      for (const entry of current) entry.fields.set(field, { type, localized: mark === 'L' });
    } else if (line.startsWith('## ')) current = [];
  }
  return types;
}

/**
 * What a Type cell promises of a Strapi attribute, e.g. `repeatable \`shared.faq\`` ->
 * `{ type: 'component', repeatable: true, component: 'shared.faq' }`. `singularOf` names the
 * Strapi type behind a collection name (relations target `api::<singular>.<singular>`).
 */
export function expectedAttribute(
  cell: string,
  singularOf: (collection: string) => string,
): Record<string, unknown> {
  const ticked = [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  const unique = /\bunique\b/.test(cell) ? { unique: true } : {};
  // A text field, not Strapi's `uid`: Strapi 4 keeps a uid unique over every language's row, so
  // the language versions of an entry could not share their slug.
  if (cell.startsWith('slug')) return { type: 'string', regex: '^[a-z0-9]+(-[a-z0-9]+)*$' };
  if (/rich text|Markdown/.test(cell)) return { type: 'richtext' };
  if (cell.startsWith('enumeration'))
    return ticked.length > 0 ? { type: 'enumeration', enum: ticked } : { type: 'enumeration' };
  const media = /^(single|multiple) media/.exec(cell);
  if (media) {
    const kinds = /\(image\)/.test(cell) ? ['images'] : /\(PDF\)/.test(cell) ? ['files'] : null;
    return {
      type: 'media',
      multiple: media[1] === 'multiple',
      ...(kinds && { allowedTypes: kinds }),
    };
  }
  if (/^(repeatable|single) `/.test(cell))
    return { type: 'component', repeatable: cell.startsWith('repeatable'), component: ticked[0] };
  const relation = /^relation: has (one|many) `([^`]+)`/.exec(cell);
  if (relation) {
    const target = singularOf(relation[2]!);
    return {
      type: 'relation',
      relation: relation[1] === 'many' ? 'manyToMany' : 'manyToOne',
      target: `api::${target}.${target}`,
    };
  }
  if (cell.startsWith('long text')) return { type: 'text' };
  const word = cell.split(/[\s,(]/)[0]!;
  const simple: Record<string, string> = {
    text: 'string',
    decimal: 'decimal',
    integer: 'integer',
    boolean: 'boolean',
    date: 'date',
    datetime: 'datetime',
    JSON: 'json',
  };
  return { type: simple[word] ?? `(unknown contract type "${cell}")`, ...unique };
}
