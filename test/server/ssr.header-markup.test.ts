import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';

/** The opening tag of the anchor with this exact href inside the HTML, or undefined. */
const anchor = (html: string, href: string) =>
  html.match(new RegExp(`<a [^>]*href="${href}"[^>]*>`, 'g')) ?? [];

/** The page's elements without its JSON (the module list, the boot data with the translations). */
const markup = (html: string) =>
  html.replace(/<script type="application\/json".*?<\/script>/gs, '');

describe('server-rendered header: what a page carries before anyone opens a panel', () => {
  const suite = appForSuite();

  it('has the search and accessibility toggles but renders their panels only when opened', async () => {
    const { text } = await request(suite.app).get('/ru/deposit').expect(200);
    const elements = markup(text);
    expect(elements).to.include('aria-label="Поиск по сайту"');
    expect(elements).to.include('aria-label="Специальные возможности"');
    expect(elements).not.to.include('type="search"');
    expect(elements).not.to.include('Чёрно-белый');
    expect(text).to.include('Чёрно-белый');
  });

  for (const [prefix, name] of [
    ['', 'UZ — Til: Oʻzbekcha'],
    ['/en', 'EN — Language: English'],
    ['/ru', 'RU — Язык: Русский'],
  ] as const) {
    it(`names the language switcher "${name}", its visible code first (WCAG 2.5.3)`, async () => {
      const { text } = await request(suite.app).get(`${prefix}/deposit`).expect(200);
      expect(markup(text)).to.include(`aria-label="${name}"`);
    });
  }

  it('keeps the links of the More menu in the markup for crawlers', async () => {
    const { text } = await request(suite.app).get('/ru/deposit').expect(200);
    expect(anchor(text, '/ru/about')).to.have.length.greaterThan(0);
    expect(anchor(text, '/ru/vacancies')).to.have.length.greaterThan(0);
  });

  it('marks the section of a detail page current in the main menu, as NavLink does', async () => {
    const { text } = await request(suite.app).get('/ru/deposit/omonat-plus').expect(200);
    const [menuLink] = anchor(text, '/ru/deposit');
    expect(menuLink).to.include('aria-current="page"').and.include('site-header__link active');
    const [cards] = anchor(text, '/ru/cards');
    expect(cards).not.to.include('aria-current').and.not.include('active');
  });

  it('marks only the exact currency tab current on /ru/deposit/usd', async () => {
    const { text } = await request(suite.app).get('/ru/deposit/usd').expect(200);
    const tab = (href: string) => anchor(text, href).find((a) => a.includes('tabs__tab'));
    expect(tab('/ru/deposit/usd'))
      .to.include('aria-current="page"')
      .and.include('tabs__tab active');
    expect(tab('/ru/deposit')).not.to.include('aria-current').and.not.include('active');
    expect(tab('/ru/deposit/uzs')).not.to.include('aria-current');
  });
});
