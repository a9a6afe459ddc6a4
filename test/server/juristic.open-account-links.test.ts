import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getPage } from '../support/html';

/** The hrefs of the links whose whole text is `text`. */
const linksNamed = (html: string, text: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
    .filter((match) => match[2] === text)
    .map((match) => match[1]!);

/** Legal-entity sub pages whose cards offer "Apply" (oferta offers tariffs and advice only). */
const WITH_APPLY = [
  'credits',
  'currency-operations',
  'deposits',
  'e-pos',
  'internet-banking',
  'payroll-project',
  'uni-pos',
];

describe('legal-entity requests lead to the open-account form (issue 22)', () => {
  const suite = appForSuite();

  for (const [prefix, button] of [
    ['', 'Ariza yuborish'],
    ['/en', 'Send a request'],
    ['/ru', 'Отправить заявку'],
  ] as const) {
    it(`sends the "${button}" banner of ${prefix}/juristic to ${prefix}/juristic/open-account`, async () => {
      const page = await getPage(suite.app, `${prefix}/juristic`);
      expect(linksNamed(page.html, button)).to.deep.equal([`${prefix}/juristic/open-account`]);
    });
  }

  it('sends the "Apply" card of every sub page that has one to /en/juristic/open-account', async () => {
    const targets: Record<string, string[]> = {};
    for (const slug of WITH_APPLY)
      targets[slug] = linksNamed((await getPage(suite.app, `/en/juristic/${slug}`)).html, 'Apply');
    expect(targets).to.deep.equal(
      Object.fromEntries(WITH_APPLY.map((slug) => [slug, ['/en/juristic/open-account']])),
    );
  });
});
