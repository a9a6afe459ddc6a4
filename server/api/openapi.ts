import { ApiError, FormAccepted, FormError, HEADERS, RESPONSES } from './openapi-components';
import { DOMAIN_SCHEMAS } from './openapi-domain';
import { formPaths, formSchemas } from './openapi-forms';
import { markdownFields, readPaths } from './openapi-read';
import { EXCERPT_CHARS } from './rich-text';

/** Schemas shown once under components and referred to everywhere else. */
const NAMED: Record<string, object> = { ...DOMAIN_SCHEMAS, ApiError, FormError, FormAccepted };

/** A copy in which every named schema (found by identity) is a `$ref` to its component. */
function withRefs(value: unknown, names: Map<object, string>, isRoot = true): unknown {
  if (!value || typeof value !== 'object') return value;
  const name = names.get(value);
  if (name && !isRoot) return { $ref: `#/components/schemas/${name}` };
  if (Array.isArray(value)) return value.map((item) => withRefs(item, names, false));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withRefs(item, names, false)]),
  );
}

/**
 * A named schema as a component, its Markdown fields marked as the HTML they are sent as, with the
 * plain-text `excerpt` the read API adds beside them (rich-text.ts).
 */
function component(schema: object, names: Map<object, string>, markdown: readonly string[] = []) {
  const copy = withRefs(schema, names) as { properties?: Record<string, object> };
  if (!copy.properties) return copy;
  // Every entry type declares the optional `excerpt`; the read API adds it beside Markdown only.
  if (markdown.length === 0) {
    delete copy.properties.excerpt;
    return copy;
  }
  for (const field of markdown) {
    const property = copy.properties[field];
    if (property)
      copy.properties[field] = { ...property, description: 'Sanitized HTML from CMS Markdown' };
  }
  copy.properties.excerpt = {
    type: 'string',
    maxLength: EXCERPT_CHARS,
    description: `Plain text of \`${markdown[0]}\`, for summaries and meta descriptions; absent when that field is empty`,
  };
  return copy;
}

const DESCRIPTION = `The bank website's read and form APIs (spec §7), generated from the code that serves them.

**Versions.** The contract is \`/api/v1\`; the same paths without \`/v1\` are aliases. A breaking change would go to \`/api/v2\`; fields may be added within v1.

**Reads** answer plain JSON (never the CMS's own shapes), in the language of \`locale\` (without it, of \`Accept-Language\`, else Uzbek). Each answer carries a weak \`ETag\`; send it back in \`If-None-Match\` for a 304. Parameters an operation does not list are ignored (a cache-buster such as \`_=1\` is harmless); a listed one with a malformed value, or given twice, is 400. Cross-origin GETs from browsers are answered with CORS headers only for the origins the operator lists (\`API_CORS_ORIGINS\`).

**Forms** are same-origin for browsers (no CORS); server-to-server calls send no Origin or Referer. Each is limited per client address (429 with \`Retry-After\`). 201 means delivered to the bank; 202 means stored and delivered as soon as the bank's system takes it.`;

export interface OpenApiOptions {
  /** Whether the reCAPTCHA token is required on the forms that show the widget (a secret is set). */
  humanCheck: boolean;
}

/** The OpenAPI 3.1 document of everything below /api/v1 (the CMS webhook is for Strapi, not integrators). */
export function openApiDocument(options: OpenApiOptions): Record<string, unknown> {
  const names = new Map(Object.entries(NAMED).map(([name, schema]) => [schema, name]));
  const markdown = markdownFields();
  const document = {
    openapi: '3.1.0',
    info: { title: 'Namuna Bank website API', version: '1', description: DESCRIPTION },
    servers: [
      { url: '/api/v1', description: 'The versioned contract' },
      { url: '/api', description: 'Alias of /api/v1' },
    ],
    tags: [
      { name: 'read', description: 'Content in uz, en or ru' },
      { name: 'forms', description: 'Submissions relayed to the bank' },
      { name: 'meta', description: 'This description' },
    ],
    paths: {
      ...readPaths(),
      ...formPaths(),
      '/openapi.json': {
        get: {
          operationId: 'openapi',
          tags: ['meta'],
          summary: 'This document',
          responses: {
            200: {
              description: 'OpenAPI 3.1',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        },
      },
      '/docs': {
        get: {
          operationId: 'docs',
          tags: ['meta'],
          summary: 'This description as a page for people',
          responses: {
            200: { description: 'HTML', content: { 'text/html': { schema: { type: 'string' } } } },
          },
        },
      },
    },
    components: {
      schemas: {
        ...Object.fromEntries(
          Object.entries(NAMED).map(([name, schema]) => [
            name,
            component(schema, names, markdown.get(schema)),
          ]),
        ),
        ...formSchemas(options.humanCheck),
      },
      responses: RESPONSES,
      headers: HEADERS,
      parameters: {
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          description: 'The ETag of an answer you hold; 304 when it is still current.',
          schema: { type: 'string' },
        },
      },
    },
  };
  return withRefs(document, names, false) as Record<string, unknown>;
}
