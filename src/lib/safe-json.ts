const escapeScript = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (char) => JSON_ESCAPES[char]!);

/** JSON of frozen values, by identity. */
const frozenJson = new WeakMap<object, string>();

/** JSON.stringify's text, escaped; undefined where JSON.stringify leaves a value out. */
function json(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) {
    const text = JSON.stringify(value) as string | undefined;
    return text === undefined ? undefined : escapeScript(text);
  }
  if (Object.isFrozen(value)) {
    let text = frozenJson.get(value);
    if (text === undefined) frozenJson.set(value, (text = escapeScript(JSON.stringify(value))));
    return text;
  }
  if (Array.isArray(value)) return `[${value.map((item) => json(item) ?? 'null').join(',')}]`;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return escapeScript(JSON.stringify(value));
  }
  const members: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const text = json(item);
    if (text !== undefined) members.push(`${escapeScript(JSON.stringify(key))}:${text}`);
  }
  return `{${members.join(',')}}`;
}

/**
 * JSON that can sit inside an inline <script>: no `</script>`, `<!--` or line separators
 * can end the script early or change its meaning, whatever the CMS sent.
 *
 * Most of a page's boot data is shared by every request: CMS answers (frozen by the CMS layer
 * until its cache refetches them) and the state RTK's immer froze. A frozen value cannot change,
 * so its JSON is computed once and kept as long as the value lives; only the request's own
 * (unfrozen) parts are serialized each time.
 */
export function safeJson(value: unknown): string {
  return json(value) ?? 'null';
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
