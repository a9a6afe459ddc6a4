type Json = Record<string, unknown>;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Inline code in the document's descriptions, the only Markdown they use. */
const prose = (text: unknown) =>
  typeof text === 'string'
    ? escape(text)
        .replace(/`([^`]+)`/g, '<code>$1</code>')
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
        .split('\n\n')
        .map((paragraph) => `<p>${paragraph}</p>`)
        .join('')
    : '';

const refName = (value: unknown) =>
  String((value as { $ref?: string }).$ref ?? '')
    .split('/')
    .pop();

function parameters(list: Json[] | undefined): string {
  const rows = (list ?? [])
    .filter((parameter) => !parameter.$ref)
    .map(
      (parameter) =>
        `<tr><td><code>${escape(String(parameter.name))}</code></td><td>${escape(String(parameter.in))}</td><td>${escape(JSON.stringify(parameter.schema))}</td><td>${escape(String(parameter.description ?? ''))}</td></tr>`,
    );
  return rows.length
    ? `<table><tr><th>Parameter</th><th>In</th><th>Schema</th><th>Meaning</th></tr>${rows.join('')}</table>`
    : '';
}

function responses(operation: Json, components: Record<string, Json>): string {
  const items = Object.entries((operation.responses ?? {}) as Record<string, Json>).map(
    ([status, response]) => {
      const named = response.$ref ? components[refName(response) ?? ''] : response;
      return `<li><strong>${status}</strong> ${escape(String(named?.description ?? ''))}</li>`;
    },
  );
  return `<ul>${items.join('')}</ul>`;
}

/**
 * GET /api/v1/docs: the OpenAPI document as one plain HTML page for people. Server-rendered from
 * the same document, no script, so it adds nothing to the site's bundles and passes the CSP.
 */
export function docsPage(document: Json): string {
  const components = (document.components as { responses: Record<string, Json> }).responses;
  const info = document.info as Json;
  const sections = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(
    ([path, item]) =>
      Object.entries(item).map(
        ([method, operation]) =>
          `<section><h2><code>${method.toUpperCase()} /api/v1${escape(path)}</code></h2>${prose(operation.summary)}${prose(operation.description)}${parameters(operation.parameters as Json[] | undefined)}${responses(operation, components)}</section>`,
      ),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(String(info.title))}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem}code{overflow-wrap:anywhere}table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}h2{font-size:1.1rem;margin-top:2rem}</style></head><body><main><h1>${escape(String(info.title))}</h1>${prose(info.description)}<p>Schemas of every answer and form body: <a href="/api/v1/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>${sections.join('')}</main></body></html>`;
}
