import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { bootJson, getPage, type Target } from '../support/html';

type Strings = Record<string, Record<string, Record<string, unknown>>>;

/** The boot data's strings, by namespace, of the page's language. */
async function bootStrings(app: Target, path: string) {
  const page = await getPage(app, path);
  const boot = JSON.parse(bootJson(page.html)) as { lang: string; i18n: Strings };
  expect(Object.keys(boot.i18n), path).to.deep.equal([boot.lang]);
  return { status: page.status, strings: boot.i18n[boot.lang]! };
}

describe('the boot data carries only the translation namespaces the page rendered with', () => {
  const suite = appForSuite();

  it('gives a deposit list the shared and product strings, no form, content or error strings', async () => {
    const { status, strings } = await bootStrings(suite.app, '/ru/deposit');
    expect(status).to.equal(200);
    expect(Object.keys(strings)).to.deep.equal(['common', 'products']);
    expect(strings.common!.menu).to.include({ deposits: 'Вклады' });
    expect(strings.products!.calculator).to.include({ term: 'Срок' });
  });

  it('adds the form strings to a deposit page for its call-back button', async () => {
    const { strings } = await bootStrings(suite.app, '/ru/deposit/omonat-plus');
    expect(Object.keys(strings)).to.deep.equal(['common', 'products', 'forms']);
    expect(strings.forms!.contact).to.include({ open: 'Заказать обратный звонок' });
  });

  it('gives the contact page its form strings and no product strings', async () => {
    const { strings } = await bootStrings(suite.app, '/en/contact');
    expect(Object.keys(strings)).to.deep.equal(['common', 'forms']);
  });

  it('gives the news list and the appeals form their content strings', async () => {
    expect(Object.keys((await bootStrings(suite.app, '/en/news')).strings)).to.deep.equal([
      'common',
      'content',
    ]);
    expect(Object.keys((await bootStrings(suite.app, '/appeals')).strings)).to.deep.equal([
      'common',
      'content',
      'forms',
    ]);
  });

  it('gives a not-found page the error strings', async () => {
    const { status, strings } = await bootStrings(suite.app, '/ru/no-such-page');
    expect(status).to.equal(404);
    expect(Object.keys(strings)).to.deep.equal(['common', 'errors']);
    expect(strings.errors!.notFound).to.include({ title: 'Страница не найдена' });
  });
});
