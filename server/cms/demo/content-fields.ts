/**
 * The vocabulary of the content model: Strapi field kinds and small builders that keep the
 * model table in content-model.ts one line per field.
 */

interface FieldBase {
  name: string;
  /** Strapi i18n "localized": each language row holds its own value. */
  localized: boolean;
}

export interface ScalarField extends FieldBase {
  kind: 'scalar';
}

export interface MediaField extends FieldBase {
  kind: 'media';
  multiple: boolean;
}

export interface ComponentDef {
  uid: string;
  fields: FieldDef[];
}

export interface ComponentField extends FieldBase {
  kind: 'component';
  repeatable: boolean;
  component: ComponentDef;
}

export interface RelationField extends FieldBase {
  kind: 'relation';
  many: boolean;
  /** API name of the related collection. */
  target: string;
}

export type FieldDef = ScalarField | MediaField | ComponentField | RelationField;

/** `form` types are write-only for the public: GET answers 403 as in a real Strapi. */
export type TypeKind = 'collection' | 'single' | 'form';

export interface ContentType {
  /** REST name: `/api/<api>`. */
  api: string;
  kind: TypeKind;
  fields: FieldDef[];
}

/** Attributes Strapi adds to every i18n entry; filterable and sortable like scalars. */
export const SYSTEM_FIELDS: readonly string[] = [
  'id',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'locale',
];

export function attr(name: string, localized = false): ScalarField {
  return { name, kind: 'scalar', localized };
}

export function attrs(names: string, localized = false): ScalarField[] {
  return names.split(' ').map((name) => attr(name, localized));
}

export function media(name: string, localized = false, multiple = false): MediaField {
  return { name, kind: 'media', localized, multiple };
}

export function component(name: string, def: ComponentDef, localized = false): ComponentField {
  return { name, kind: 'component', localized, repeatable: false, component: def };
}

export function repeatable(name: string, def: ComponentDef, localized = false): ComponentField {
  return { name, kind: 'component', localized, repeatable: true, component: def };
}

export function relation(name: string, target: string, many: boolean): RelationField {
  return { name, kind: 'relation', localized: false, many, target };
}

export function collection(api: string, fields: FieldDef[]): ContentType {
  return { api, kind: 'collection', fields };
}

export function single(api: string, fields: FieldDef[]): ContentType {
  return { api, kind: 'single', fields };
}

export function form(api: string): ContentType {
  return { api, kind: 'form', fields: [] };
}
