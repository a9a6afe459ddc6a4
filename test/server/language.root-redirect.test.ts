import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getPage, htmlLang } from '../support/html';

describe('GET / language choice (§4)', () => {
  const suite = appForSuite();

  it('stays in Uzbek without a saved choice or a known browser language', async () => {
    const page = await getPage(suite.app, `/`, { 'Accept-Language': 'de-DE,de;q=0.9' });
    expect(page.status).to.equal(200);
    expect(htmlLang(page.html)).to.equal('uz');
  });

  it('follows the saved language cookie', async () => {
    const page = await getPage(suite.app, `/`, { Cookie: 'lang=ru', 'Accept-Language': 'en' });
    expect(page.status).to.equal(302);
    expect(page.headers.get('location')).to.equal('/ru');
    expect(page.headers.get('vary')).to.include('Cookie').and.include('Accept-Language');
  });

  it('keeps Uzbek when the saved choice is Uzbek, whatever the browser says', async () => {
    const page = await getPage(suite.app, `/`, { Cookie: 'lang=uz', 'Accept-Language': 'ru-RU' });
    expect(page.status).to.equal(200);
    expect(htmlLang(page.html)).to.equal('uz');
  });

  it('follows the browser language when nothing is saved', async () => {
    const page = await getPage(suite.app, `/`, { 'Accept-Language': 'en-GB,en;q=0.9,ru;q=0.8' });
    expect(page.status).to.equal(302);
    expect(page.headers.get('location')).to.equal('/en');
  });

  it('keeps the query string when it redirects', async () => {
    const page = await getPage(suite.app, `/?utm_source=x`, { Cookie: 'lang=en' });
    expect(page.headers.get('location')).to.equal('/en?utm_source=x');
  });

  it('never redirects any other path', async () => {
    for (const path of ['/deposit', '/news', '/en/cards']) {
      const page = await getPage(suite.app, `${path}`, {
        Cookie: 'lang=ru',
        'Accept-Language': 'ru',
      });
      expect(page.status, path).to.equal(200);
      expect(htmlLang(page.html), path).to.equal(path.startsWith('/en') ? 'en' : 'uz');
    }
  });
});

describe('trailing slashes', () => {
  const suite = appForSuite();

  it('redirects a page URL with a trailing slash to the one without, keeping the query', async () => {
    const page = await getPage(suite.app, `/ru/news/?page=2`);
    expect(page.status).to.equal(301);
    expect(page.headers.get('location')).to.equal('/ru/news?page=2');
  });

  it('never turns a doubled leading slash into a redirect to another host', async () => {
    const page = await getPage(suite.app, `//evil.example/`);
    expect(page.headers.get('location')).to.equal('/evil.example');
  });
});
