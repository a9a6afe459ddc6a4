import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getPage } from '../support/html';
import { STATIC_PAGES, STATIC_ROUTES } from '../support/route-sweep';

/** Every page template once (the details by a demo slug), as the server writes it. */
const PATHS = [
  '/',
  ...STATIC_ROUTES.map(([path]) => path),
  ...STATIC_PAGES.map(([path]) => path),
  '/deposit/omonat-plus',
  '/credit/avtokredit',
  '/cards/humo-classic',
  '/transfers/swift',
  '/news/namangan-branch-opened',
  '/vacancies/credit-specialist',
  '/juristic/credits',
  '/no-such-page',
];

/** The page's heading levels in document order, from the app's root on (the head has none). */
const levels = (html: string) =>
  [...html.slice(html.indexOf('<div id="root">')).matchAll(/<h([1-6])[\s>]/g)].map((match) =>
    Number(match[1]),
  );

/** Headings that go more than one level deeper than the one before them ("h1 → h3"). */
function skips(found: number[]): string[] {
  return found.flatMap((level, i) =>
    i > 0 && level > found[i - 1]! + 1 ? [`h${found[i - 1]} → h${level}`] : [],
  );
}

describe('headings: no page skips a level (issue 33)', () => {
  const suite = appForSuite();

  for (const prefix of ['', '/en', '/ru']) {
    it(`opens with one h1 and never goes from hN to deeper than hN+1 (${prefix || '/uz'})`, async () => {
      const found: string[] = [];
      for (const path of PATHS) {
        const page = await getPage(suite.app, `${prefix}${path === '/' && prefix ? '' : path}`);
        const pageLevels = levels(page.html);
        if (pageLevels[0] !== 1 || pageLevels.filter((level) => level === 1).length !== 1)
          found.push(`${path}: starts ${pageLevels.slice(0, 3).join(' ')}`);
        found.push(...skips(pageLevels).map((skip) => `${path}: ${skip}`));
      }
      expect(found).to.deep.equal([]);
    });
  }

  it("names the legal-entity offers carousel by its own h2, above the slides' h3", async () => {
    const { html } = await getPage(suite.app, '/en/juristic');
    const region = /<section class="carousel"[^>]*aria-labelledby="([^"]+)"/.exec(html);
    expect(region, 'carousel labelled by a heading').not.to.equal(null);
    expect(html).to.match(new RegExp(`<h2[^>]* id="${region![1]}"[^>]*>Offers for business</h2>`));
  });
});
