/** Small readers for server-rendered HTML, enough for assertions on what a visitor sees. */
export function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function visibleText(html: string): string {
  const body = html
    .slice(html.indexOf('<div id="root">'))
    .replace(/<script[\s\S]*?<\/script>/g, ' ');
  return decode(body.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

/** The raw boot JSON the server put in the page's non-executable script element. */
export function bootJson(html: string): string {
  const match = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('the page has no boot data');
  return match[1]!;
}

export function firstTag(html: string, tag: string): string | null {
  const match = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
  return match ? decode(match[1]!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')).trim() : null;
}

export function htmlLang(html: string): string | null {
  return /<html lang="([^"]+)"/.exec(html)?.[1] ?? null;
}

export async function getPage(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, html, headers: response.headers, text: visibleText(html) };
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
