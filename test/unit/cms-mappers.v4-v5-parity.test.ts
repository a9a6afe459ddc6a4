import { assert, expect } from 'chai';
import type { Lang } from '@/lib/lang';
import { normalizeEnvelope, type PlainRecord } from '../../server/cms/normalize';
import { mapAll } from '../../server/cms/mappers/fields';
import { mapDeposit, mapDepositSummary } from '../../server/cms/mappers/deposits';
import { mapCredit, mapCreditSummary } from '../../server/cms/mappers/credits';
import { mapCard, mapCardSummary } from '../../server/cms/mappers/cards';
import { mapNewsCategory, mapNewsItem } from '../../server/cms/mappers/news';
import { mapSocialLink } from '../../server/cms/mappers/layout';
import {
  mapCallToAction,
  mapLegalEntity,
  mapLegalEntitySummary,
  mapPromo,
} from '../../server/cms/mappers/juristic';
import { mapVacancy } from '../../server/cms/mappers/vacancies';
import { strapiFixture } from '../support/strapi-fixtures';

const ORIGIN = 'https://cms.example.uz';

type Mapper = (record: PlainRecord, lang: Lang) => unknown;

function mapFixture(version: 4 | 5, file: string, map: Mapper, lang: Lang = 'ru'): unknown[] {
  const { records } = normalizeEnvelope(strapiFixture(version, file), { mediaOrigin: ORIGIN });
  return mapAll(records, lang, map);
}

/**
 * Ids, upload hashes, save times and file sizes (each server stored its own copy of the uploads)
 * legitimately differ between the two captured servers.
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value === 'string')
    return value
      .replace(/_[0-9a-f]{10}(\.\w+)$/, '_<hash>$1')
      .replace(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/, '<saved at>');
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id' && key !== 'size')
      .map(([key, item]) => [key, comparable(item)]),
  );
}

const CALLS: [string, string, Mapper, Lang][] = [
  ['the deposit list in Russian', 'contributions-list.ru.json', mapDepositSummary, 'ru'],
  ['the deposit list in English', 'contributions-list.en.json', mapDepositSummary, 'en'],
  ['a deposit in Russian', 'contribution-detail.ru.json', mapDeposit, 'ru'],
  ['a deposit in English', 'contribution-detail.en.json', mapDeposit, 'en'],
  ['the credit list', 'credits-list.ru.json', mapCreditSummary, 'ru'],
  ['a credit', 'credit-detail.ru.json', mapCredit, 'ru'],
  ['the card list', 'cards-list.ru.json', mapCardSummary, 'ru'],
  ['a card', 'card-detail.ru.json', mapCard, 'ru'],
  ['the news list', 'news-list.ru.json', mapNewsItem, 'ru'],
  ['a news item', 'news-detail.ru.json', mapNewsItem, 'ru'],
  ['the news categories', 'news-categories.ru.json', mapNewsCategory, 'ru'],
  ['the social link', 'social-link.ru.json', mapSocialLink, 'ru'],
  ['the legal-entity list', 'legal-entities-list.ru.json', mapLegalEntitySummary, 'ru'],
  ['a legal entity', 'legal-entity-detail.ru.json', mapLegalEntity, 'ru'],
  ['the legal-entity sliders', 'legal-entity-sliders.ru.json', mapPromo, 'ru'],
  ['the recommended products', 'legal-entity-recommended-products.ru.json', mapPromo, 'ru'],
  ['the call to action', 'legal-entity-call-to-action.ru.json', mapCallToAction, 'ru'],
  ['the vacancy list', 'extra.vacancies.ru.json', mapVacancy, 'ru'],
];

describe('CMS mappers over real v4 and v5 answers', () => {
  for (const [label, file, map, lang] of CALLS) {
    it(`give the same domain objects for ${label}`, () => {
      const v4 = mapFixture(4, file, map, lang);
      const v5 = mapFixture(5, file, map, lang);
      assert.isNotEmpty(v4);
      expect(comparable(v5)).to.deep.equal(comparable(v4));
    });
  }

  it('map the Russian deposit list to the expected summaries', () => {
    const [first] = mapFixture(5, 'contributions-list.ru.json', mapDepositSummary);
    expect(first).to.deep.include({
      id: 6,
      slug: 'omonat-plus',
      locale: 'ru',
      name: 'Омонат Плюс',
      headlineRate: 18,
      currency: 'UZS',
      minAmount: 1_000_000,
      termMonths: 13,
      popularity: 5,
      rates: [
        { percent: 22, months: 13 },
        { percent: 20, months: 6 },
        { percent: 18, months: 3 },
      ],
    });
    expect(first).to.have.nested.property(
      'image.url',
      `${ORIGIN}/uploads/deposit_omonat_plus_d36bdb08eb.png`,
    );
  });

  it('keep the deposit list order of the CMS (popularity first)', () => {
    const slugs = (v: 4 | 5) =>
      mapFixture(v, 'contributions-list.ru.json', mapDepositSummary).map(
        (d) => (d as { slug: string }).slug,
      );
    expect(slugs(4)).to.deep.equal([
      'omonat-plus',
      'dollar-online',
      'jamgarma',
      'valyuta-premium',
      'bolajon',
    ]);
    expect(slugs(5)).to.deep.equal(slugs(4));
  });

  it('take deposit translations from the other languages of each version', () => {
    const [v4] = mapFixture(4, 'contribution-detail.ru.json', mapDeposit);
    const [v5] = mapFixture(5, 'contribution-detail.ru.json', mapDeposit);
    expect(v4).to.have.deep.property('translations', {
      uz: { id: 1, slug: 'omonat-plus' },
      en: { id: 2, slug: 'omonat-plus' },
    });
    expect(v5).to.have.deep.property('translations', {
      en: { id: 4, slug: 'omonat-plus' },
      uz: { id: 2, slug: 'omonat-plus' },
    });
  });

  it('keep the Markdown info list and the contract of a deposit', () => {
    const [deposit] = mapFixture(4, 'contribution-detail.ru.json', mapDeposit);
    expect(deposit)
      .to.have.property('infoList')
      .that.match(/^- \*\*Минимальная сумма/);
    expect(deposit).to.have.nested.property('contract.mime', 'application/pdf');
    expect(deposit).to.have.property('faq').with.length(3);
    // Icons are decorative: the library's one-language alt text is not passed on (issue 33).
    expect(deposit).to.have.nested.property('advantages[0].icon.alt', '');
  });

  it('parse card prices written with spaces', () => {
    const [card] = mapFixture(4, 'cards-list.ru.json', mapCardSummary);
    expect(card).to.include({ issuePrice: 15_000, minBalance: 0 });
  });

  it('map a legal entity page body from its data component', () => {
    const [entity] = mapFixture(5, 'legal-entity-detail.ru.json', mapLegalEntity);
    expect(entity).to.deep.include({
      title: 'Валютные операции',
      description: 'Описание услуги для юридических лиц.',
      sections: [
        { title: 'Тариф', text: '100 000 сум в месяц' },
        { title: 'Срок', text: '1 рабочий день' },
      ],
    });
    expect(entity).to.have.property('documents').with.length(2);
    expect(entity).to.have.nested.property(
      'cards[0].link',
      '/legal-entities/valyuta-operatsiyalari#0',
    );
  });

  it('map the social link field names to the footer names', () => {
    const [link] = mapFixture(4, 'social-link.ru.json', mapSocialLink);
    expect(link).to.deep.equal({
      facebook: 'https://facebook.com/examplebank',
      telegram: 'https://t.me/examplebank',
      instagram: 'https://instagram.com/examplebank',
      callCentre: '+998 71 200-00-01',
      secondPhone: '1234',
      phone: '+998 71 200-00-00',
      address: 'г. Ташкент, ул. Амира Темура, 1',
    });
  });
});
