import { isShared, keptForShared } from './shared-data';

const escapeScript = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (char) => JSON_ESCAPES[char]!);

/** A shared value cannot change, so its JSON is escaped once and kept as long as it lives. */
const jsonOfShared = keptForShared((value: object) => escapeScript(JSON.stringify(value)));

/**
 * Stands in for a shared value in the request's own JSON. A string of the data that starts with
 * it is put in a slot of its own, so every slot in the JSON text is one of ours.
 */
const SLOT = '\u0000';
const SLOTS = /"\\u0000(\d+)"/g;

/**
 * JSON that can sit inside an inline <script>: no `</script>`, `<!--` or line separators
 * can end the script early or change its meaning, whatever the CMS sent.
 *
 * Most of a page's boot data is shared by every request (`src/lib/shared-data.ts`): CMS answers
 * until the CMS cache refetches them, and the translations. A shared value cannot change, so its
 * JSON is written once and kept as long as the value lives; each request serializes only its own
 * parts, with a numbered slot where a shared value goes, then fills the slots. Anything else is
 * serialized afresh, frozen or not: a frozen object's children may still change.
 */
export function safeJson(value: unknown): string {
  if (isShared(value)) return jsonOfShared(value);
  const slots: string[] = [];
  const own = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'string' && item.startsWith(SLOT)) {
      slots.push(escapeScript(JSON.stringify(item)));
    } else if (isShared(item)) {
      slots.push(jsonOfShared(item));
    } else {
      return item;
    }
    return `${SLOT}${slots.length - 1}`;
  }) as string | undefined;
  if (own === undefined) return 'null';
  const escaped = escapeScript(own);
  return slots.length === 0 ? escaped : escaped.replace(SLOTS, (_slot, index) => slots[index]!);
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
