import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { bootJson, getPage, type Target } from '../support/html';

interface Strings {
  keys: Record<string, Record<string, string>>;
  calls: Record<string, Record<string, string>>;
}

/** The boot data's strings: what the render translated, as the server's i18next answered it. */
async function bootStrings(app: Target, path: string) {
  const page = await getPage(app, path);
  const boot = JSON.parse(bootJson(page.html)) as { strings: Strings };
  return { status: page.status, ...boot.strings };
}

describe('the boot data carries the strings the page rendered with, as the server answered them', () => {
  const suite = appForSuite();

  it('gives a deposit list every shared and product key, no form, content or error strings', async () => {
    const { status, keys } = await bootStrings(suite.app, '/ru/deposit');
    expect(status).to.equal(200);
    expect(Object.keys(keys)).to.deep.equal(['common', 'products']);
    expect(keys.common).to.include({ 'menu.deposits': 'Вклады' });
    expect(keys.products).to.include({ 'calculator.term': 'Срок' });
  });

  it('gives the answers of the calls with a count or a name, by their key and options', async () => {
    const { calls } = await bootStrings(suite.app, '/ru/deposit');
    expect(calls.products).to.include({
      'months\u0000{"count":13}': '13 месяцев',
      'months\u0000{"count":24}': '24 месяца',
    });
    expect(calls.common).to.deep.equal({
      'header.language\u0000{"code":"RU","name":"Русский"}': 'RU — Язык: Русский',
    });
  });

  it('adds the form strings to a deposit page for its call-back button', async () => {
    const { keys } = await bootStrings(suite.app, '/ru/deposit/omonat-plus');
    expect(Object.keys(keys)).to.deep.equal(['common', 'products', 'forms']);
    expect(keys.forms).to.include({ 'contact.open': 'Заказать обратный звонок' });
  });

  it('gives the contact page its form strings and no product strings', async () => {
    const { keys } = await bootStrings(suite.app, '/en/contact');
    expect(Object.keys(keys)).to.deep.equal(['common', 'forms']);
  });

  it('gives the news list and the appeals form their content strings', async () => {
    expect(Object.keys((await bootStrings(suite.app, '/en/news')).keys)).to.deep.equal([
      'common',
      'content',
    ]);
    expect(Object.keys((await bootStrings(suite.app, '/appeals')).keys)).to.deep.equal([
      'common',
      'content',
      'forms',
    ]);
  });

  it('gives a not-found page the error strings', async () => {
    const { status, keys } = await bootStrings(suite.app, '/ru/no-such-page');
    expect(status).to.equal(404);
    expect(Object.keys(keys)).to.deep.equal(['common', 'errors']);
    expect(keys.errors).to.include({ 'notFound.title': 'Страница не найдена' });
  });
});
