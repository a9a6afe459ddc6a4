import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { decode, firstTag, getJson, getPage } from '../support/html';

/** The alt texts of the page's pictures that say something (decorative ones are empty). */
const alts = (html: string) =>
  [...html.slice(html.indexOf('<div id="root">')).matchAll(/<img [^>]*alt="([^"]+)"/g)]
    .map((match) => decode(match[1]!))
    .filter((alt) => alt !== '');

const DETAILS = [
  '/deposit/omonat-plus',
  '/credit/avtokredit',
  '/cards/humo-classic',
  '/transfers/swift',
  '/news/namangan-branch-opened',
];

interface MediaJson {
  alt: string;
}

/**
 * Issue 33: pictures were described in English on Uzbek and Russian pages. Strapi keeps one
 * alternative text per file for every language (the media library is not localized), so a
 * picture of an entry is described by the entry's own name in the page's language.
 */
describe('images: alt texts in the page language (issue 33)', () => {
  const suite = appForSuite();

  for (const prefix of ['', '/en', '/ru']) {
    it(`describes each detail page's picture by its title in the language (${prefix || '/uz'})`, async () => {
      for (const path of DETAILS) {
        const { html, status } = await getPage(suite.app, `${prefix}${path}`);
        expect(status, path).to.equal(200);
        expect(alts(html), path).to.deep.equal([firstTag(html, 'h1')]);
      }
    });
  }

  it('gives the read API the same per-language alt, and decorative icons none', async () => {
    const deposit = await getJson<{
      name: string;
      image: MediaJson;
      advantages: { icon: MediaJson | null }[];
    }>(suite.app, '/api/v1/deposits/omonat-plus?locale=ru');
    expect(deposit.image.alt).to.equal('Омонат Плюс');
    expect(deposit.advantages.map((item) => item.icon?.alt)).to.satisfy((list: unknown[]) =>
      list.every((alt) => alt === ''),
    );
    const news = await getJson<{ title: string; image: MediaJson }>(
      suite.app,
      '/api/v1/news/namangan-branch-opened?locale=uz',
    );
    expect(news.image.alt).to.equal(news.title);
  });
});
