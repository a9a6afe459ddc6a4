import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { bootJson, getPage, type Target } from '../support/html';

type Bundle = { [key: string]: string | Bundle };

/** The boot data's translations: the page language's bundles of the namespaces it rendered with. */
async function bootTranslations(app: Target, path: string) {
  const page = await getPage(app, path);
  const boot = JSON.parse(bootJson(page.html)) as { translations: Record<string, Bundle> };
  return { status: page.status, translations: boot.translations };
}

describe('the boot data carries the bundles of the namespaces the page rendered with', () => {
  const suite = appForSuite();

  it('gives a deposit list the shared and product bundles, no form, content or error strings', async () => {
    const { status, translations } = await bootTranslations(suite.app, '/ru/deposit');
    expect(status).to.equal(200);
    expect(Object.keys(translations)).to.deep.equal(['common', 'products']);
    expect(translations.common!.menu).to.include({ deposits: 'Вклады' });
    expect(translations.products!.calculator).to.include({ term: 'Срок' });
    // Every plural form, so the browser counts as the server did.
    expect(translations.products).to.include({
      months_one: '{{count}} месяц',
      months_few: '{{count}} месяца',
      months_many: '{{count}} месяцев',
    });
  });

  it('adds the form strings to a deposit page for its call-back button', async () => {
    const { translations } = await bootTranslations(suite.app, '/ru/deposit/omonat-plus');
    expect(Object.keys(translations)).to.deep.equal(['common', 'products', 'forms']);
    expect(translations.forms!.contact).to.include({ open: 'Заказать обратный звонок' });
  });

  it('gives the contact page its form strings and no product strings', async () => {
    const { translations } = await bootTranslations(suite.app, '/en/contact');
    expect(Object.keys(translations)).to.deep.equal(['common', 'forms']);
  });

  it('gives the news list and the appeals form their content strings', async () => {
    expect(Object.keys((await bootTranslations(suite.app, '/en/news')).translations)).to.deep.equal(
      ['common', 'content'],
    );
    expect(Object.keys((await bootTranslations(suite.app, '/appeals')).translations)).to.deep.equal(
      ['common', 'content', 'forms'],
    );
  });

  it('gives a not-found page the error strings', async () => {
    const { status, translations } = await bootTranslations(suite.app, '/ru/no-such-page');
    expect(status).to.equal(404);
    expect(Object.keys(translations)).to.deep.equal(['common', 'errors']);
    expect(translations.errors!.notFound).to.include({ title: 'Страница не найдена' });
  });

  it('ships only the page language, whichever language rendered before', async () => {
    await getPage(suite.app, '/en/cards');
    const { translations } = await bootTranslations(suite.app, '/ru/cards');
    expect(translations.common!.menu).to.include({ cards: 'Карты' });
    // The English and Uzbek words for "Cards" in the menu.
    expect(JSON.stringify(translations)).not.to.include('"Cards"').and.not.to.include('"Kartalar"');
  });
});
