type Json = Record<string, unknown>;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Code and bold in the document's descriptions, the only Markdown they use. */
const inline = (text: unknown) =>
  escape(String(text ?? ''))
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

const prose = (text: unknown) =>
  typeof text === 'string'
    ? text
        .split('\n\n')
        .map((paragraph) => `<p>${inline(paragraph)}</p>`)
        .join('')
    : '';

const table = (head: string[], rows: string[][]) =>
  rows.length
    ? `<table><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</table>`
    : '';

/** A schema's rules without its description, which has a column of its own. */
const rules = (schema: Json) => {
  const { description: _description, ...rest } = schema;
  return escape(JSON.stringify(rest));
};

const refName = (value: unknown) =>
  String((value as { $ref?: string }).$ref ?? '')
    .split('/')
    .pop();

function parameters(list: Json[] | undefined): string {
  const rows = (list ?? [])
    .filter((parameter) => !parameter.$ref)
    .map((parameter) => [
      `<code>${escape(String(parameter.name))}</code>`,
      escape(String(parameter.in)),
      rules(parameter.schema as Json),
      inline(parameter.description),
    ]);
  return table(['Parameter', 'In', 'Rules', 'Meaning'], rows);
}

/** The fields of a form body (its schema under components). */
function body(operation: Json, schemas: Record<string, Json>): string {
  const content = (operation.requestBody as { content?: Record<string, Json> } | undefined)
    ?.content;
  if (!content) return '';
  const schema = schemas[refName(Object.values(content)[0]?.schema) ?? ''] ?? {};
  const required = (schema.required ?? []) as string[];
  const rows = Object.entries((schema.properties ?? {}) as Record<string, Json>).map(
    ([name, field]) => [
      `<code>${escape(name)}</code>${required.includes(name) ? ' (required)' : ''}`,
      rules(field),
      inline(field.description),
    ],
  );
  return `<p>Body: ${Object.keys(content)
    .map((type) => `<code>${escape(type)}</code>`)
    .join(', ')}</p>${table(['Field', 'Rules', 'Meaning'], rows)}`;
}

function responses(operation: Json, components: Record<string, Json>): string {
  const items = Object.entries((operation.responses ?? {}) as Record<string, Json>).map(
    ([status, response]) => {
      const named = response.$ref ? components[refName(response) ?? ''] : response;
      return `<li><strong>${status}</strong> ${inline(named?.description)}</li>`;
    },
  );
  return `<ul>${items.join('')}</ul>`;
}

/**
 * GET /api/v1/docs: the OpenAPI document as one plain HTML page for people. Server-rendered from
 * the same document, no script, so it adds nothing to the site's bundles and passes the CSP.
 */
export function docsPage(document: Json): string {
  const { responses: components, schemas } = document.components as Record<
    string,
    Record<string, Json>
  >;
  const info = document.info as Json;
  const sections = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(
    ([path, item]) =>
      Object.entries(item).map(
        ([method, operation]) =>
          `<section><h2><code>${method.toUpperCase()} /api/v1${escape(path)}</code></h2>${prose(operation.summary)}${prose(operation.description)}${parameters(operation.parameters as Json[] | undefined)}${body(operation, schemas ?? {})}${responses(operation, components ?? {})}</section>`,
      ),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(String(info.title))}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem}code{overflow-wrap:anywhere}table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}td,th{border:1px solid #ccc;min-width:5rem;padding:.25rem .5rem;text-align:left;vertical-align:top}h2{font-size:1.1rem;margin-top:2rem}</style></head><body><main><h1>${escape(String(info.title))}</h1>${prose(info.description)}<p>Schemas of every answer and form body: <a href="/api/v1/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>${sections.join('')}</main></body></html>`;
}
