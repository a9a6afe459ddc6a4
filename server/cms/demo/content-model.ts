/**
 * The Strapi content model the demo content follows: the types, field names and kinds a bank's own
 * Strapi has (docs/cms-contract.md), and which fields are i18n "localized" (each language row holds
 * its own value). The demo serializes by this table; a new type is one entry plus ./content/<api>.json.
 */

export type FieldDef = { name: string; localized: boolean } & (
  | { kind: 'scalar' }
  | { kind: 'media'; multiple: boolean }
  | { kind: 'component'; repeatable: boolean; fields: FieldDef[] }
  /** Only filtered by (`filters[categories][id][$in]`): the site never populates a relation. */
  | { kind: 'relation'; target: string }
);

/** `form` types are write-only for the public: GET answers 403 as in a real Strapi. */
export interface ContentType {
  api: string;
  kind: 'collection' | 'single' | 'form';
  fields: FieldDef[];
}

/**
 * Scalar and media fields as the table writes them: `name*` is localized, `image@` is a media field,
 * `documents@@` a multiple one.
 */
function fields(spec: string): FieldDef[] {
  return spec.split(' ').map((word) => {
    const [, name = '', at = '', star] = /^([a-z_]+)(@{0,2})(\*?)$/.exec(word) ?? [];
    const localized = star === '*';
    if (!at) return { name, kind: 'scalar', localized };
    return { name, kind: 'media', localized, multiple: at === '@@' };
  });
}

/** A repeatable component unless `one`; `parts` are its own components. */
function component(
  name: string,
  spec: string,
  options: { localized?: boolean; one?: boolean } = {},
  ...parts: FieldDef[]
): FieldDef {
  const { localized = false, one = false } = options;
  return {
    name,
    kind: 'component',
    localized,
    repeatable: !one,
    fields: [...fields(spec), ...parts],
  };
}

const L = { localized: true };
const faq = component('faq', 'question answer', L);
const percents = component('percents', 'percent period');
const advantages = component('advantages', 'title text icon@', L);
const rows = component('data', 'title text');
const cards = component('cards', 'title text link icon@');
const legalData = component(
  'data',
  'title description documents@@',
  { ...L, one: true },
  rows,
  cards,
);
const categories: FieldDef = {
  name: 'categories',
  kind: 'relation',
  localized: false,
  target: 'news-categories',
};

const type =
  (kind: ContentType['kind']) =>
  (api: string, spec = '', ...more: FieldDef[]): ContentType => ({
    api,
    kind,
    fields: [...(spec ? fields(spec) : []), ...more],
  });
const [collection, single, form] = [type('collection'), type('single'), type('form')];
const PROMO = 'title* text* link image@';

export const CONTENT_TYPES: readonly ContentType[] = [
  collection(
    'contributions',
    'name* slug image@ contract@* infolist* popular_status initial_amount currency_type period',
    faq,
    percents,
    advantages,
  ),
  collection('credits', 'name* slug image@ contract@* infolist* period', faq, percents, advantages),
  collection('cards', 'name* slug image@ create_price deposite_price', faq, advantages),
  collection('news', 'title* slug text* image@ date', categories),
  collection('news-categories', 'name*'),
  single('social-link', 'facebook telegram instagram fax sb_number phone_number address*'),
  collection('legal-entities', 'name* slug icon@ image@', legalData),
  collection('legal-entity-sliders', PROMO),
  collection('legal-entity-recommended-products', PROMO),
  single('legal-entity-call-to-action', 'title* text* button_text* link'),
  collection('transfers', 'name* slug summary* description* image@ commission', faq, advantages),
  collection('currency-rates', 'code name* branch* cb_rate purchase sale date'),
  collection(
    'branches',
    'name* kind region address* phone always_open hours latitude longitude services',
  ),
  collection('vacancies', 'title* slug description* location* employment* employment_type region'),
  collection('correspondent-accounts', 'bank currency account_type location* swift website'),
  collection('investment-funds', 'name* description* link'),
  collection('pages', 'title* slug body* image@'),
  form('appeals'),
  form('vacancy-applications'),
  form('contact-requests'),
  form('open-account-requests'),
];
