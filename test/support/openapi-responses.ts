import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Checks answers against an OpenAPI 3.1 document with Ajv's JSON Schema 2020-12 validator (the
 * dialect of OpenAPI 3.1): the status must be documented for the operation, and a JSON body must
 * match the schema documented for that status, `$ref`s to components included.
 */
export function responseValidator(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, 'openapi.json');
  const compiled = new Map<string, ValidateFunction>();

  function resolveResponse(path: string, method: string, status: number) {
    const responses = document.paths[path]?.[method]?.responses;
    if (!responses) throw new Error(`${method.toUpperCase()} ${path} is not documented`);
    const key = String(status) in responses ? String(status) : undefined;
    if (!key) throw new Error(`${method.toUpperCase()} ${path} documents no ${status}`);
    let response = responses[key] as {
      $ref?: string;
      content?: Record<string, unknown>;
      headers?: Record<string, unknown>;
    };
    const location = response.$ref
      ? response.$ref.slice(1)
      : `/${pointer('paths', path, method, 'responses', key)}`;
    if (response.$ref) {
      const name = response.$ref.split('/').pop() ?? '';
      response = (document as unknown as { components: { responses: Record<string, object> } })
        .components.responses[name] as typeof response;
    }
    return { response, location };
  }

  /** Throws with Ajv's errors when the answer is not what the document says. */
  return function validate(
    path: string,
    method: string,
    answer: { status: number; headers: Record<string, string>; body: unknown },
  ): void {
    const { response, location } = resolveResponse(path, method, answer.status);
    for (const header of Object.keys(response.headers ?? {})) {
      if (answer.headers[header.toLowerCase()] === undefined)
        throw new Error(`${path} ${answer.status}: the documented ${header} header is missing`);
    }
    const json = (response.content as Record<string, unknown> | undefined)?.['application/json'];
    if (!json) return;
    if (!String(answer.headers['content-type']).startsWith('application/json'))
      throw new Error(`${path} ${answer.status}: not JSON (${answer.headers['content-type']})`);
    const ref = `openapi.json#${location}/${pointer('content', 'application/json', 'schema')}`;
    let check = compiled.get(ref);
    if (!check) {
      check = ajv.compile({ $ref: ref });
      compiled.set(ref, check);
    }
    if (!check(answer.body))
      throw new Error(
        `${method.toUpperCase()} ${path} ${answer.status}: ${ajv.errorsText(check.errors)}`,
      );
  };
}
