/**
 * The Strapi content model the demo content follows: the same types, field names and kinds as a
 * bank's own Strapi must have (docs/cms-contract.md). The query engine reads only this table, so a
 * new collection is one entry here plus one JSON file in ./content.
 */
import {
  attr,
  attrs,
  collection,
  component,
  form,
  media,
  relation,
  repeatable,
  single,
  type ComponentDef,
  type ContentType,
  type FieldDef,
} from './content-fields';

/** Marks a field as Strapi i18n "localized". */
const L = true;

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
    ...attrs('kind region'),
    attr('address', L),
    ...attrs('phone always_open hours latitude longitude services'),
  ]),
  collection('vacancies', [
    attr('title', L),
    attr('slug'),
    ...attrs('description location employment', L),
    attr('region'),
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
  form('open-account-requests'),
];

export function findContentType(api: string): ContentType | undefined {
  return CONTENT_TYPES.find((type) => type.api === api);
}
