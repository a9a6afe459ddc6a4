import { expect } from 'chai';
import { mapTransfer, mapTransferSummary } from '../../server/cms/mappers/transfers';
import { mapCurrencyRate } from '../../server/cms/mappers/currency';
import { mapBranch } from '../../server/cms/mappers/branches';
import { mapVacancy } from '../../server/cms/mappers/vacancies';
import { mapCorrespondentAccount, mapInvestmentFund } from '../../server/cms/mappers/financial';
import { mapStaticPage } from '../../server/cms/mappers/pages';
import { v4Record as v4, v5Record as v5 } from '../support/strapi-fixtures';

// The spec leaves these content types open; their model is ours (server/cms/queries.ts).

const icon = { url: '/uploads/i.png', mime: 'image/png', name: 'i.png', alternativeText: 'i' };

describe('mapTransfer', () => {
  const attributes = {
    name: 'Western Union',
    slug: 'western-union',
    summary: 'Переводы по всему миру',
    description: '**Быстро**',
    commission: '1.5',
    locale: 'ru',
    image: { data: { id: 1, attributes: { ...icon } } },
    faq: [{ id: 1, question: 'Сколько?', answer: '1,5%' }],
    advantages: [
      { id: 1, title: 'Быстро', text: '5 минут', icon: { data: { id: 2, attributes: icon } } },
    ],
    localizations: { data: [{ id: 1, attributes: { slug: 'western-union', locale: 'uz' } }] },
  };

  it('maps the content model of transfers', () => {
    expect(mapTransfer(v4(3, attributes), 'ru')).to.deep.include({
      id: 3,
      slug: 'western-union',
      name: 'Western Union',
      summary: 'Переводы по всему миру',
      description: '**Быстро**',
      commission: 1.5,
      faq: [{ question: 'Сколько?', answer: '1,5%' }],
      translations: { uz: { id: 1, slug: 'western-union' } },
    });
    expect(mapTransfer(v4(3, attributes), 'ru')).to.have.nested.property(
      'advantages[0].icon.url',
      'https://cms.example.uz/uploads/i.png',
    );
  });

  it('gives a null commission when none is set', () => {
    expect(mapTransferSummary(v5(3, { name: 'Paynet', commission: null }), 'ru')).to.include({
      commission: null,
    });
  });
});

describe('mapCurrencyRate', () => {
  it('maps a rate row with decimals as numbers or text', () => {
    const record = v5(1, {
      code: 'usd',
      name: 'US dollar',
      branch: null,
      cb_rate: 12650.5,
      purchase: '12 600',
      sale: '12 700.00',
      date: '2026-11-20',
    });
    expect(mapCurrencyRate(record)).to.deep.equal({
      code: 'USD',
      name: 'US dollar',
      branch: null,
      cbRate: 12650.5,
      buy: 12600,
      sell: 12700,
      date: '2026-11-20',
    });
  });

  it('drops a row without a sale rate', () => {
    expect(mapCurrencyRate(v4(1, { code: 'EUR', cb_rate: 1, purchase: 1, sale: null }))).to.equal(
      null,
    );
  });
});

describe('mapBranch', () => {
  const weekday = { open: '09:00', close: '18:00', break: { from: '13:00', to: '14:00' } };
  const fields = {
    name: 'Чиланзар',
    slug: 'samarkand-exchange',
    kind: 'exchange',
    region: 'samarkand',
    district: '1718401',
    address: 'ул. 1',
    phone: '+998 71 1',
    always_open: false,
    hours: { mon: weekday, tue: weekday, sat: { open: '10:00', close: '02:00' }, sun: null },
    latitude: '41.28',
    longitude: 69.2,
    services: ['cash-in', 7, 'loans', 'contactless', '24-7'],
  };

  it('maps coordinates, kind, region, weekly hours and known service tags', () => {
    expect(mapBranch(v4(4, fields))).to.deep.equal({
      id: 4,
      slug: 'samarkand-exchange',
      kind: 'exchange',
      name: 'Чиланзар',
      region: 'samarkand',
      district: '1718401',
      districtNames: ['Samarqand shahri', 'Самарқанд шаҳри', 'город Самарканд', 'Samarkand city'],
      address: 'ул. 1',
      phone: '+998 71 1',
      hours: {
        isAlwaysOpen: false,
        days: {
          mon: { open: '09:00', close: '18:00', break: { from: '13:00', to: '14:00' } },
          tue: { open: '09:00', close: '18:00', break: { from: '13:00', to: '14:00' } },
          sat: { open: '10:00', close: '02:00', break: null },
        },
      },
      latitude: 41.28,
      longitude: 69.2,
      services: ['cash-in', 'loans'],
    });
  });

  it('derives the 24/7 tag from always_open, with or without weekly hours', () => {
    const atm = mapBranch(v5(4, { ...fields, kind: 'atm', always_open: true, hours: null }));
    expect(atm).to.deep.include({ hours: { isAlwaysOpen: true, days: {} } });
    expect(atm?.services).to.deep.equal(['cash-in', 'loans', '24-7']);
  });

  it('drops hours with a malformed day rather than showing a wrong badge', () => {
    const broken = { ...fields.hours, wed: { open: '9 am', close: '18:00' } };
    expect(mapBranch(v5(4, { ...fields, hours: broken }))).to.include({ hours: null });
    expect(mapBranch(v5(4, { ...fields, hours: 'Пн–Пт 9:00–18:00' }))).to.include({ hours: null });
  });

  it('treats an unknown kind as a branch, an unknown region as none and missing services as none', () => {
    const unknown = { kind: 'office', region: 'Ташкент', district: null, services: null };
    expect(mapBranch(v5(4, { ...fields, ...unknown })))
      .to.include({ kind: 'branch', region: null })
      .and.to.have.deep.property('services', []);
  });

  it('drops a branch without coordinates', () => {
    expect(mapBranch(v5(4, { ...fields, latitude: null }))).to.equal(null);
  });

  it('ignores a district the SOATO table lacks or that lies in another region', () => {
    for (const district of ['1718999', '1726294', 'Chilonzor', null])
      expect(mapBranch(v5(4, { ...fields, district }))).to.deep.include({
        region: 'samarkand',
        district: null,
        districtNames: [],
      });
  });

  it('takes the region of its district when the CMS names none the site knows', () => {
    expect(mapBranch(v5(4, { ...fields, region: null, district: '1718224' }))).to.deep.include({
      region: 'samarkand',
      district: '1718224',
    });
  });
});

describe('financial mappers', () => {
  it('map a correspondent account', () => {
    const record = v5(2, {
      bank: 'Citibank',
      currency: 'USD',
      account_type: 'nostro',
      location: 'New York',
      swift: 'CITIUS33',
      website: null,
    });
    expect(mapCorrespondentAccount(record)).to.deep.equal({
      id: 2,
      bank: 'Citibank',
      currency: 'USD',
      kind: 'nostro',
      location: 'New York',
      swift: 'CITIUS33',
      website: null,
    });
  });

  it('drop an account of an unknown type', () => {
    expect(mapCorrespondentAccount(v4(2, { bank: 'X', account_type: 'vostro' }))).to.equal(null);
  });

  it('map an investment fund', () => {
    expect(
      mapInvestmentFund(v4(1, { name: 'Fund', description: null, link: 'https://f.uz' })),
    ).to.deep.equal({
      id: 1,
      name: 'Fund',
      description: null,
      link: 'https://f.uz',
    });
  });
});

describe('mapVacancy and mapStaticPage', () => {
  it('map a vacancy with its other languages', () => {
    const record = v5(6, {
      title: 'Программист',
      slug: 'vacancy-1',
      description: 'md',
      location: 'Ташкент',
      region: 'Toshkent shahri',
      employment: 'Полная',
      employment_type: 'full_time',
      publishedAt: '2026-11-21T22:46:38.392Z',
      locale: 'ru',
      localizations: [{ id: 2, documentId: 'doc6', slug: 'vacancy-1', locale: 'uz' }],
    });
    expect(mapVacancy(record, 'ru')).to.deep.equal({
      id: 6,
      slug: 'vacancy-1',
      locale: 'ru',
      title: 'Программист',
      description: 'md',
      location: 'Ташкент',
      region: 'Toshkent shahri',
      employment: 'Полная',
      employmentType: 'full_time',
      publishedAt: '2026-11-21T22:46:38.392Z',
      translations: { uz: { id: 2, slug: 'vacancy-1' } },
    });
  });

  it('leave an unknown employment type unsaid', () => {
    const record = v5(6, { title: 'Стажёр', slug: 'intern', employment_type: 'seasonal' });
    expect(mapVacancy(record, 'ru')).to.include({ employmentType: null, publishedAt: null });
  });

  it('map a static page', () => {
    const record = v4(1, {
      title: 'О банке',
      slug: 'about',
      body: '# О банке',
      locale: 'ru',
      image: { data: null },
    });
    expect(mapStaticPage(record, 'ru')).to.deep.equal({
      id: 1,
      slug: 'about',
      locale: 'ru',
      title: 'О банке',
      body: '# О банке',
      image: null,
    });
  });
});
