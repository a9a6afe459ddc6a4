import { expect } from 'chai';
import { numeric } from '../../server/cms/mappers/fields';
import { mapDeposit, mapDepositSummary } from '../../server/cms/mappers/deposits';
import { mapCredit } from '../../server/cms/mappers/credits';
import { mapCard } from '../../server/cms/mappers/cards';
import { mapNewsCategory, mapNewsItem } from '../../server/cms/mappers/news';
import { mapSocialLink } from '../../server/cms/mappers/layout';
import { mapLegalEntity } from '../../server/cms/mappers/juristic';
import { v4Record as v4, v5Record as v5 } from '../support/strapi-fixtures';

describe('numeric', () => {
  it('strips every kind of whitespace, including no-break spaces', () => {
    expect(numeric('1 000 000')).to.equal(1_000_000);
    expect(numeric('1\u00a0000\u202f000')).to.equal(1_000_000);
    expect(numeric(' 15 000 ')).to.equal(15_000);
  });

  it('reads decimals sent as text with a point or a comma', () => {
    expect(numeric('12650.55')).to.equal(12650.55);
    expect(numeric('4,5')).to.equal(4.5);
  });

  it('gives null for text that is not a number', () => {
    for (const value of ['', 'бесплатно', '1 000 сум', '1e3', null, undefined, true]) {
      expect(numeric(value)).to.equal(null);
    }
  });
});

describe('product mappers', () => {
  it('take the headline rate from the last percents entry', () => {
    const record = v5(1, {
      percents: [
        { id: 1, percent: 22, period: 13 },
        { id: 2, percent: 18 },
      ],
    });
    expect(mapDepositSummary(record, 'uz')).to.deep.include({
      rates: [
        { percent: 22, months: 13 },
        { percent: 18, months: null },
      ],
      headlineRate: 18,
    });
  });

  it('map a deposit without optional fields to nulls and empty lists', () => {
    expect(mapDeposit(v4(7, {}), 'en')).to.deep.equal({
      id: 7,
      slug: '7',
      locale: 'en',
      name: '',
      image: null,
      rates: [],
      headlineRate: null,
      currency: 'UZS',
      minAmount: null,
      termMonths: null,
      popularity: 0,
      contract: null,
      infoList: null,
      faq: [],
      advantages: [],
      translations: {},
      // The least a contract can promise: simple interest, no top-ups.
      capitalisation: 'end',
      topUps: null,
    });
  });

  it('read the USD currency type in any letter case', () => {
    expect(mapDepositSummary(v5(1, { currency_type: 'usd' }), 'ru')).to.include({
      currency: 'USD',
    });
  });

  it('reject a record without an id instead of throwing', () => {
    expect(mapDeposit({ name: 'x' }, 'ru')).to.equal(null);
    expect(mapCredit({ id: 'abc' }, 'ru')).to.equal(null);
    expect(mapCard({ id: -1 }, 'ru')).to.equal(null);
  });

  it('skip its own language in translations', () => {
    const record = v5(6, {
      locale: 'ru',
      localizations: [
        { id: 6, documentId: 'doc6', locale: 'ru', slug: 'x' },
        { id: 4, documentId: 'doc6', locale: 'en', slug: 'x-en' },
        { id: 9, documentId: 'doc6', locale: 'de', slug: 'x-de' },
      ],
    });
    expect(mapCredit(record, 'ru')).to.have.deep.property('translations', {
      en: { id: 4, slug: 'x-en' },
    });
  });
});

describe('news mappers', () => {
  it('map category ids of the other languages from localizations', () => {
    const record = v4(3, {
      name: 'Новости банка',
      locale: 'ru',
      localizations: {
        data: [
          { id: 1, attributes: { name: 'Bank yangiliklari', locale: 'uz' } },
          { id: 2, attributes: { name: 'Bank news', locale: 'en' } },
        ],
      },
    });
    expect(mapNewsCategory(record, 'ru')).to.deep.equal({
      id: 3,
      name: 'Новости банка',
      locale: 'ru',
      translations: { uz: 1, en: 2 },
    });
  });

  it('map a news item without an image or date to nulls', () => {
    expect(mapNewsItem(v5(2, { title: 'T', slug: 'n', locale: 'en' }), 'en')).to.deep.equal({
      id: 2,
      slug: 'n',
      locale: 'en',
      title: 'T',
      date: null,
      image: null,
      text: null,
      updatedAt: null,
      translations: {},
    });
  });
});

describe('single-record mappers', () => {
  it('turn blank social links into null so the footer hides them', () => {
    expect(mapSocialLink(v5(1, { facebook: '', telegram: '  ', instagram: null }))).to.include({
      facebook: null,
      telegram: null,
      instagram: null,
    });
  });

  it('map a legal entity without its data component', () => {
    expect(mapLegalEntity(v4(5, { name: 'Кредиты', slug: 'kreditlash' }), 'ru')).to.deep.include({
      title: 'Кредиты',
      description: null,
      sections: [],
      documents: [],
      cards: [],
    });
  });
});
