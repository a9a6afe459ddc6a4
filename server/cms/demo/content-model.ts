/**
 * The Strapi content model the demo content follows: the same types, field names and kinds as a
 * bank's own Strapi must have (docs/cms-contract.md). The query engine reads only this table, so a
 * new collection is one entry here plus one JSON file in ./content.
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

const L = true;

function attr(name: string, localized = false): ScalarField {
  return { name, kind: 'scalar', localized };
}

function attrs(names: string, localized = false): ScalarField[] {
  return names.split(' ').map((name) => attr(name, localized));
}

function media(name: string, localized = false, multiple = false): MediaField {
  return { name, kind: 'media', localized, multiple };
}

function component(name: string, def: ComponentDef, localized = false): ComponentField {
  return { name, kind: 'component', localized, repeatable: false, component: def };
}

function repeatable(name: string, def: ComponentDef, localized = false): ComponentField {
  return { name, kind: 'component', localized, repeatable: true, component: def };
}

function relation(name: string, target: string, many: boolean): RelationField {
  return { name, kind: 'relation', localized: false, many, target };
}

const FAQ: ComponentDef = { uid: 'shared.faq', fields: attrs('question answer') };
const PERCENT: ComponentDef = { uid: 'shared.percent', fields: attrs('percent period') };
const ADVANTAGE: ComponentDef = {
  uid: 'shared.advantage',
  fields: [...attrs('title text'), media('icon')],
};
const LEGAL_ROW: ComponentDef = { uid: 'legal.row', fields: attrs('title text') };
const LEGAL_CARD: ComponentDef = {
  uid: 'legal.card',
  fields: [...attrs('title text link'), media('icon')],
};
const LEGAL_DATA: ComponentDef = {
  uid: 'legal.data',
  fields: [
    ...attrs('title description'),
    repeatable('data', LEGAL_ROW),
    media('documents', false, true),
    repeatable('cards', LEGAL_CARD),
  ],
};

const PROMO: FieldDef[] = [...attrs('title text', L), attr('link'), media('image')];

function collection(api: string, fields: FieldDef[]): ContentType {
  return { api, kind: 'collection', fields };
}

function single(api: string, fields: FieldDef[]): ContentType {
  return { api, kind: 'single', fields };
}

function form(api: string): ContentType {
  return { api, kind: 'form', fields: [] };
}

export const CONTENT_TYPES: readonly ContentType[] = [
  collection('contributions', [
    attr('name', L),
    attr('slug'),
    media('image'),
    media('contract', L),
    attr('infolist', L),
    repeatable('faq', FAQ, L),
    repeatable('percents', PERCENT),
    repeatable('advantages', ADVANTAGE, L),
    ...attrs('popular_status initial_amount currency_type period'),
  ]),
  collection('credits', [
    attr('name', L),
    attr('slug'),
    media('image'),
    repeatable('percents', PERCENT),
    media('contract', L),
    attr('infolist', L),
    repeatable('faq', FAQ, L),
    repeatable('advantages', ADVANTAGE, L),
    attr('period'),
  ]),
  collection('cards', [
    attr('name', L),
    attr('slug'),
    media('image'),
    repeatable('faq', FAQ, L),
    repeatable('advantages', ADVANTAGE, L),
    ...attrs('create_price deposite_price'),
  ]),
  collection('news', [
    attr('title', L),
    attr('slug'),
    attr('text', L),
    media('image'),
    attr('date'),
    relation('categories', 'news-categories', true),
  ]),
  collection('news-categories', [attr('name', L)]),
  single('social-link', [
    ...attrs('facebook telegram instagram fax sb_number phone_number'),
    attr('address', L),
  ]),
  collection('legal-entities', [
    attr('name', L),
    attr('slug'),
    media('icon'),
    media('image'),
    component('data', LEGAL_DATA, L),
  ]),
  collection('legal-entity-sliders', PROMO),
  collection('legal-entity-recommended-products', PROMO),
  single('legal-entity-call-to-action', [...attrs('title text button_text', L), attr('link')]),
  collection('transfers', [
    attr('name', L),
    attr('slug'),
    ...attrs('summary description', L),
    media('image'),
    attr('commission'),
    repeatable('faq', FAQ, L),
    repeatable('advantages', ADVANTAGE, L),
  ]),
  collection('currency-rates', [
    attr('code'),
    ...attrs('name branch', L),
    ...attrs('cb_rate purchase sale date'),
  ]),
  collection('branches', [
    attr('name', L),
    attr('kind'),
    ...attrs('region address', L),
    attr('phone'),
    attr('hours', L),
    ...attrs('latitude longitude services'),
  ]),
  collection('vacancies', [
    attr('title', L),
    attr('slug'),
    ...attrs('description location employment', L),
  ]),
  collection('correspondent-accounts', [
    ...attrs('bank currency account_type'),
    attr('location', L),
    ...attrs('swift website'),
  ]),
  collection('investment-funds', [...attrs('name description', L), attr('link')]),
  collection('pages', [attr('title', L), attr('slug'), attr('body', L), media('image')]),
  form('appeals'),
  form('vacancy-applications'),
  form('contact-requests'),
];

export function findContentType(api: string): ContentType | undefined {
  return CONTENT_TYPES.find((type) => type.api === api);
}
