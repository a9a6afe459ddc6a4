import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { firstLoadJs } from '../../bench/first-load';

/**
 * Issue 24, point 4: the JavaScript a page loads before it hydrates, each file gzipped at level 9
 * and summed, in KB of 1 024 bytes (as `npm run bench` reports it). "Before it hydrates" is what
 * the server names for the page (the entry and its modulepreloads, server/ssr/assets.ts), read
 * from the production build (`npm test` builds first).
 */
const ISSUE_HOME_TARGET_KB = 155;
const ISSUE_PAGE_TARGET_KB = 165;

/**
 * What the build meets today, so a regression fails: above the issue's targets. The libraries
 * alone are about 141 KB; the boot in stages (src/entry-client.tsx: each library evaluated in a
 * task of its own, which took the page's longest task from 45–60 ms to under 25 ms unthrottled)
 * costs about 4 KB of gzip, since the libraries no longer share one compressed file
 * (docs/performance.md, "First-load JavaScript"). Lower these to the targets once they pass.
 */
const HOME_BUDGET_KB = 162;
const PAGE_BUDGET_KB = 173.5;

const PAGES = readdirSync(join(import.meta.dirname, '../../src/app/routes'))
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => name.slice(0, -'.tsx'.length));

describe('first-load JavaScript per page (dist/client/manifest.json, gzip -9)', () => {
  const sizes = firstLoadJs(PAGES);

  it('measures every page module of the site', () => {
    expect(PAGES).to.include('home');
    expect(PAGES).to.have.length.at.least(20);
  });

  for (const page of PAGES) {
    const [budget, target] =
      page === 'home'
        ? [HOME_BUDGET_KB, ISSUE_HOME_TARGET_KB]
        : [PAGE_BUDGET_KB, ISSUE_PAGE_TARGET_KB];
    it(`${page}: at most ${budget} KB (issue 24's target: ${target} KB)`, () => {
      const kb = sizes[page]!.gzip / 1024;
      expect(Number(kb.toFixed(1)), sizes[page]!.files.join(' ')).to.be.at.most(budget);
    });
  }
});
