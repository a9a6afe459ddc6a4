import { expect } from 'chai';
import { withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated, viewportScreenshot } from '../support/page-helpers';

/**
 * Each filter select of the branch finder with the width its chosen text needs, measured in the
 * select's own font, plus the room its padding and arrow take.
 */
const selects = (page: import('puppeteer-core').Page) =>
  page.$$eval('.branch-filters select', (elements) =>
    elements.map((element) => {
      const select = element as HTMLSelectElement;
      const style = getComputedStyle(select);
      const probe = document.createElement('span');
      probe.style.font = style.font;
      probe.style.whiteSpace = 'nowrap';
      probe.textContent = select.options[select.selectedIndex]?.text ?? '';
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      const chrome = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return { name: select.name, width: select.clientWidth, needs: Math.ceil(text + chrome) };
    }),
  );

describe('browser: the branch finder’s filters on a phone (issue 33)', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  for (const lang of ['', '/ru', '/en'])
    it(`shows each select's whole text at 375 px (${lang || '/'})`, async () => {
      await withPage(suite.browser, { width: 375, height: 800 }, async ({ page, problems }) => {
        await gotoHydrated(page, `${suite.app.url}${lang}/branches`);
        const found = await selects(page);
        expect(found.map((select) => select.name)).to.include.members(['type', 'region']);
        for (const select of found)
          expect(select.width, `${select.name} select`).to.be.at.least(select.needs);
        await viewportScreenshot(page, `branches-filters${lang.replace('/', '-') || '-uz'}-375`);
        expect(problems).to.deep.equal([]);
      });
    });
});
