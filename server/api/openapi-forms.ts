import { convertSchema } from '@sodaru/yup-to-json-schema';
import { FORM_KINDS, HUMAN_CHECK_FIELD, KEY_FIELD, type FormKind } from '@/lib/forms/form-types';
import { LIMITS } from '@/lib/forms/rules';
import { SUBMISSION_KEY } from '@/lib/forms/submission-key';
import { LANGS } from '@/lib/lang';
import { mimeOf } from '../forms/file-types';
import { FORM_SPECS, type FormSpec } from '../forms/form-specs';

type Schema = Record<string, unknown>;

const FILE_MB = LIMITS.fileBytes / 1024 / 1024;

/** What the relay does to a value before the schema's rule applies (server/forms, lib/forms/rules.ts). */
const NOTES: Readonly<Record<string, string>> = {
  phone: 'Spaces, dashes, dots and brackets are removed first.',
  phone_number: 'Spaces, dashes, dots and brackets are removed first.',
  inn: 'Spaces are removed first.',
  region:
    'SOATO code of the region, e.g. `1718` (the list the appeal form shows); its name in Uzbek Latin or Cyrillic, Russian or English is taken too.',
  city: 'SOATO code of a district or city of the chosen `region`, e.g. `1718224`; a name is taken when it names exactly one. With `region` empty, the city’s region is taken.',
  page_path: 'The path of the page the call-back was asked from, e.g. `/ru/deposit/dollar-plus`.',
  branch: 'The office’s `slug` from `/branches` (kind `branch`), or its name in any language.',
  vacancy: 'The vacancy’s slug or numeric id (any language); an unknown one is refused (400).',
};

function fileField(spec: FormSpec['fileFields'][number], converted: Schema): Schema {
  return {
    ...converted,
    items: { type: 'string', contentMediaType: 'application/octet-stream' },
    description: `${spec.types.map((type) => type.toUpperCase()).join(', ')} (judged by the bytes, not the name), each smaller than ${FILE_MB} MB.`,
  };
}

function field(name: string, converted: Schema, spec: FormSpec): Schema {
  const { default: _default, ...schema } = converted;
  const file = spec.fileFields.find((item) => item.name === name);
  if (file) return fileField(file, schema);
  // A checked box arrives as "on" (browsers) or "true"; JSON may send true.
  if (schema.type === 'boolean')
    return { enum: [true, 'on', 'true'], description: 'Consent: a checked box.' };
  if (name === HUMAN_CHECK_FIELD)
    return { ...schema, description: 'The reCAPTCHA v2 token, required when the site has a key.' };
  return NOTES[name] ? { ...schema, description: NOTES[name] } : schema;
}

/** A form's body schema: the shared yup schema converted, with the fields every form may carry. */
function formBodySchema(kind: FormKind, humanCheck: boolean): Schema {
  const spec = FORM_SPECS[kind];
  const converted = convertSchema(spec.schema({ humanCheck: spec.humanCheck && humanCheck })) as {
    properties: Record<string, Schema>;
    required?: string[];
  };
  const properties = Object.fromEntries(
    Object.entries(converted.properties).map(([name, schema]) => [name, field(name, schema, spec)]),
  );
  const required = (converted.required ?? []).concat(
    spec.fileFields
      .filter((file) => (converted.properties[file.name]?.minItems as number | undefined) ?? 0)
      .map((file) => file.name),
  );
  return {
    type: 'object',
    description: 'Fields not listed here are ignored.',
    properties: {
      ...properties,
      [KEY_FIELD]: {
        type: 'string',
        pattern: SUBMISSION_KEY.source,
        description:
          'Idempotency key. Send the same key again only with the same content (a retry after a lost answer): the answer repeats and nothing is stored twice. Other content under a used key is refused with 409. Without a key (or with one not matching the pattern) the server makes one; the answer’s `id` names it.',
      },
      locale: { enum: [...LANGS], description: 'Language of the messages in the answer.' },
    },
    required,
  };
}

/** The multipart encoding of each file field: the types its bytes may have. */
function encoding(spec: FormSpec): Schema {
  return Object.fromEntries(
    spec.fileFields.map((file) => [file.name, { contentType: file.types.map(mimeOf).join(', ') }]),
  );
}

const response = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The component name of a form's body schema, e.g. `VacancyApplicationForm`. */
const schemaName = (kind: FormKind) =>
  `${kind.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Form`;

/** The body schema of every form, for the document's components. */
export function formSchemas(humanCheck: boolean): Record<string, Schema> {
  return Object.fromEntries(
    FORM_KINDS.map((kind) => [schemaName(kind), formBodySchema(kind, humanCheck)]),
  );
}

/** Forms with files come as multipart (as the site's own forms send them); the others in any of three encodings. */
function bodyContent(kind: FormKind): Schema {
  const spec = FORM_SPECS[kind];
  const schema = { $ref: `#/components/schemas/${schemaName(kind)}` };
  if (spec.fileFields.length > 0)
    return { 'multipart/form-data': { schema, encoding: encoding(spec) } };
  return {
    'multipart/form-data': { schema },
    'application/x-www-form-urlencoded': { schema },
    'application/json': { schema },
  };
}

/** POST /forms/<kind> for each form of FORM_SPECS. */
export function formPaths(): Record<string, Schema> {
  return Object.fromEntries(
    FORM_KINDS.map((kind) => {
      const operation = {
        operationId: `submit-${kind}`,
        tags: ['forms'],
        summary: `Send the ${kind.replace('-', ' ')} form`,
        description:
          'Same-origin only for browsers: a cross-site Origin, Referer or `Sec-Fetch-Site: cross-site` is refused (403). Server-to-server calls send neither header.',
        requestBody: { required: true, content: bodyContent(kind) },
        responses: {
          201: response('FormDelivered'),
          202: response('FormQueued'),
          400: response('FormRefused'),
          403: response('FormForbidden'),
          409: response('FormKeyReused'),
          413: response('FormTooLarge'),
          415: response('FormUnsupported'),
          429: response('FormRateLimited'),
          503: response('FormUnavailable'),
        },
      };
      return [`/forms/${kind}`, { post: operation }];
    }),
  );
}
