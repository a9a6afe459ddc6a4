import { LANGS } from '@/lib/lang';
import { withHeaders } from './openapi-components';
import * as D from './openapi-domain';
import { KEY, RESOURCES } from './read-api';
import { arrayOf } from './openapi-schema-kit';

type Schema = Record<string, unknown>;

/** The answer of each read resource: its list (or single object) and its detail. */
export const READ_SCHEMAS: Record<string, { list?: object; detail?: object }> = {
  deposits: { list: arrayOf(D.DepositSummary), detail: D.Deposit },
  credits: { list: arrayOf(D.CreditSummary), detail: D.Credit },
  cards: { list: arrayOf(D.CardSummary), detail: D.Card },
  transfers: { list: arrayOf(D.TransferSummary), detail: D.Transfer },
  news: { list: D.NewsPage, detail: D.NewsItem },
  'news-categories': { list: arrayOf(D.NewsCategory) },
  'social-link': { list: D.SocialLink },
  'legal-entities': { list: arrayOf(D.LegalEntitySummary), detail: D.LegalEntity },
  'legal-entity-sliders': { list: arrayOf(D.Promo) },
  'legal-entity-recommended-products': { list: arrayOf(D.Promo) },
  'legal-entity-call-to-action': { list: D.CallToAction },
  'currency-rates': { list: arrayOf(D.CurrencyRate) },
  branches: { list: arrayOf(D.Branch) },
  vacancies: { list: arrayOf(D.Vacancy), detail: D.Vacancy },
  'correspondent-accounts': { list: arrayOf(D.CorrespondentAccount) },
  'investment-funds': { list: arrayOf(D.InvestmentFund) },
  pages: { detail: D.StaticPage },
  search: { list: arrayOf(D.SearchHit) },
};

const PARAM_NOTES: Readonly<Record<string, string>> = {
  page: '1-based page of 13 news items.',
  category: 'A news category’s id in the requested language.',
  query: 'The words to find; control characters are not accepted.',
};

/** A rule as a JSON Schema pattern; flags have no place there, so rules must not use them. */
function pattern(rule: RegExp): string {
  if (rule.flags) throw new Error(`The rule ${String(rule)} needs a pattern without flags`);
  return rule.source;
}

const response = (name: string) => ({ $ref: '#/components/responses/' + name });

const ERRORS = {
  304: response('NotModified'),
  400: response('BadRequest'),
  404: response('NotFound'),
  429: response('ReadRateLimited'),
  503: response('CmsUnavailable'),
};

function operation(name: string, kind: 'list' | 'detail', schema: object, params: Schema[]) {
  return {
    get: {
      operationId: `${kind === 'list' ? 'list' : 'get'}-${name}`,
      tags: ['read'],
      parameters: [
        ...params,
        {
          name: 'locale',
          in: 'query',
          description: 'Language of the answer; Uzbek when absent.',
          schema: { enum: [...LANGS] },
        },
        { $ref: '#/components/parameters/IfNoneMatch' },
      ],
      responses: {
        200: {
          description: 'The content in the asked language.',
          content: { 'application/json': { schema } },
          ...withHeaders(['ETag', 'Cache-Control']),
        },
        ...ERRORS,
      },
    },
  };
}

/** GET /<resource> and /<resource>/{key} for each entry of the read API's table. */
export function readPaths(): Record<string, Schema> {
  const paths: Record<string, Schema> = {};
  for (const [name, resource] of Object.entries(RESOURCES)) {
    const schemas = READ_SCHEMAS[name] ?? {};
    if (resource.list && schemas.list) {
      const params = Object.entries(resource.params ?? {}).map(([param, rule]) => ({
        name: param,
        in: 'query',
        description: PARAM_NOTES[param],
        schema: { type: 'string', pattern: pattern(rule) },
      }));
      paths[`/${name}`] = operation(name, 'list', schemas.list, params);
    }
    if (resource.detail && schemas.detail) {
      const key = {
        name: 'key',
        in: 'path',
        required: true,
        description: 'The entry’s slug, or its numeric id in any language.',
        schema: { type: 'string', pattern: pattern(KEY) },
      };
      paths[`/${name}/{key}`] = operation(name, 'detail', schemas.detail, [key]);
    }
  }
  return paths;
}
