import { expect } from 'chai';
import request from 'supertest';
import { createApp, type App } from '../../server/app';
import { createLogger } from '../../server/logger';
import { cmsFromConfig } from '../../server/cms/cms-from-config';
import { testConfig } from '../support/start-app';
import { firstTag, htmlLang } from '../support/html';

function appWith(env: Record<string, string> = {}): App {
  const config = testConfig(env);
  const logger = createLogger('silent');
  return createApp(config, { cms: cmsFromConfig(config, logger), logger });
}

describe('one language decision per request (§4)', () => {
  let app: App;
  before(() => {
    app = appWith();
  });
  after(() => app.stop());

  it('renders a /ru page in Russian whatever the cookie and the browser say', async () => {
    const page = await request(app)
      .get('/ru/deposit')
      .set('Cookie', 'lang=en')
      .set('Accept-Language', 'en-GB,en;q=0.9');
    expect(page.status).to.equal(200);
    expect(htmlLang(page.text)).to.equal('ru');
    expect(firstTag(page.text, 'h1')).to.equal('Вклады');
    expect(firstTag(page.text, 'title')).to.equal('Вклады | Namuna Bank');
  });

  it('renders an unprefixed page in Uzbek whatever the cookie and the browser say', async () => {
    const page = await request(app)
      .get('/deposit')
      .set('Cookie', 'lang=ru')
      .set('Accept-Language', 'ru-RU');
    expect(page.status).to.equal(200);
    expect(htmlLang(page.text)).to.equal('uz');
  });

  it('sends / to the saved language before the browser language', async () => {
    const page = await request(app)
      .get('/')
      .set('Cookie', 'theme=dark; lang=en')
      .set('Accept-Language', 'ru-RU');
    expect(page.status).to.equal(302);
    expect(page.headers.location).to.equal('/en');
  });

  it('sends / to the browser language when nothing is saved', async () => {
    const page = await request(app).get('/').set('Accept-Language', 'ru-RU,ru;q=0.9');
    expect(page.status).to.equal(302);
    expect(page.headers.location).to.equal('/ru');
  });

  it('ignores a saved value that is not a site language and falls back to the browser', async () => {
    const page = await request(app).get('/').set('Cookie', 'lang=de').set('Accept-Language', 'en');
    expect(page.status).to.equal(302);
    expect(page.headers.location).to.equal('/en');
  });

  it('keeps / in Uzbek for an Uzbek cookie, and a form POST to / is not redirected', async () => {
    const saved = await request(app).get('/').set('Cookie', 'lang=uz').set('Accept-Language', 'en');
    expect(saved.status).to.equal(200);
    expect(htmlLang(saved.text)).to.equal('uz');
    const posted = await request(app).post('/').set('Cookie', 'lang=en').type('form').send('a=1');
    expect(posted.status).to.not.equal(302);
  });
});
