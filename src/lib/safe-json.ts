const escapeScript = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (char) => JSON_ESCAPES[char]!);

/** JSON of frozen values, by identity, already escaped. */
const frozenJson = new WeakMap<object, string>();

function jsonOfFrozen(value: object): string {
  let text = frozenJson.get(value);
  if (text === undefined) frozenJson.set(value, (text = escapeScript(JSON.stringify(value))));
  return text;
}

/**
 * Stands in for a frozen value in the request's own JSON. A string of the data that starts with
 * it is put in a slot of its own, so every slot in the JSON text is one of ours.
 */
const SLOT = '\u0000';
const SLOTS = /"\\u0000(\d+)"/g;

/**
 * JSON that can sit inside an inline <script>: no `</script>`, `<!--` or line separators
 * can end the script early or change its meaning, whatever the CMS sent.
 *
 * Most of a page's boot data is shared by every request: CMS answers (frozen by the CMS layer
 * until its cache refetches them), the translations and the state RTK's immer froze. A frozen
 * value cannot change, so its JSON is written once and kept as long as the value lives; each
 * request serializes only its own (unfrozen) parts, with a numbered slot where a frozen value
 * goes, then fills the slots.
 */
export function safeJson(value: unknown): string {
  if (value !== null && typeof value === 'object' && Object.isFrozen(value)) {
    return jsonOfFrozen(value);
  }
  const shared: string[] = [];
  const own = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'string' && item.startsWith(SLOT)) {
      shared.push(escapeScript(JSON.stringify(item)));
    } else if (
      item !== null &&
      typeof item === 'object' &&
      item !== value &&
      Object.isFrozen(item)
    ) {
      shared.push(jsonOfFrozen(item));
    } else {
      return item;
    }
    return `${SLOT}${shared.length - 1}`;
  }) as string | undefined;
  if (own === undefined) return 'null';
  const escaped = escapeScript(own);
  return shared.length === 0 ? escaped : escaped.replace(SLOTS, (_slot, index) => shared[index]!);
}

/** One pass over the (tens of kilobytes of) boot JSON instead of one per character. */
const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
