import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getPage } from '../support/html';

/** What the converter's main result shows in the server's HTML. */
const received = (html: string) =>
  /data-result="result"><dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/.exec(html)?.[1];

describe('the currency converter shows what the bank pays (rounded down to the cent)', () => {
  const suite = appForSuite();

  // The demo's head-office dollar sale rate is 12 110 sums: 1 000 000 / 12 110 = 82.5764… dollars.
  for (const [path, shown] of [
    ['/currency', '$82,57'],
    ['/en/currency', '$82.57'],
    ['/ru/currency', '$82,57'],
  ] as const) {
    it(`${path}: 1 000 000 sums buy ${shown}, not a cent more`, async () => {
      const page = await getPage(suite.app, path);
      expect(page.status).to.equal(200);
      expect(received(page.html)).to.equal(shown);
    });
  }
});
