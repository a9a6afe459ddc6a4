import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { decode, getPage } from '../support/html';

/** The exchange-rate table's rows as shown: headings first, each cell's text. */
function ratesTable(html: string): string[][] {
  const table = /<table class="table rates-table">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
      decode(cell[1]!.replace(/<[^>]+>/g, '')),
    ),
  );
}

describe('exchange rates: figures that line up, and no column that says nothing', () => {
  const suite = appForSuite();

  it('writes every rate with two decimals, so the columns line up', async () => {
    const page = await getPage(suite.app, '/ru/currency');
    expect(page.status).to.equal(200);
    const rows = ratesTable(page.html);
    expect(rows[0]).to.deep.equal(['Валюта', 'Филиал', 'Курс ЦБ', 'Покупка', 'Продажа']);
    expect(rows.find((row) => row[0] === 'KZT')).to.deep.equal([
      'KZT',
      'Головной офис',
      '23,40',
      '21,00',
      '25,00',
    ]);
    expect(rows.find((row) => row[0] === 'USD' && row[1] === 'Самаркандский филиал')).to.deep.equal(
      ['USD', 'Самаркандский филиал', '12\u00a0050,00', '12\u00a0010,00', '12\u00a0100,00'],
    );
  });

  it("leaves the branch column out of the home's table, which holds the head office's rates only", async () => {
    const page = await getPage(suite.app, '/en');
    const rows = ratesTable(page.html);
    expect(rows[0]).to.deep.equal(['Currency', 'Central bank', 'Buy', 'Sell']);
    expect(rows.slice(1).map((row) => row.join(' | '))).to.deep.equal([
      'CNY | 1,690.50 | 1,640.00 | 1,740.00',
      'EUR | 13,980.40 | 13,850.00 | 14,100.00',
      'GBP | 16,030.75 | 15,850.00 | 16,250.00',
      'KZT | 23.40 | 21.00 | 25.00',
      'RUB | 151.20 | 145.00 | 158.00',
      'USD | 12,050.00 | 12,000.00 | 12,110.00',
    ]);
    expect(page.text).to.not.include('Head office');
  });
});
