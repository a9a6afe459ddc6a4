import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { decode, getJson, getPage } from '../support/html';

/** The value of one result row (`data-result`) of the server-rendered calculator, as shown. */
function result(html: string, key: string): string | null {
  const row = new RegExp(`data-result="${key}"[^>]*>[\\s\\S]*?<dd>([\\s\\S]*?)</dd>`).exec(html);
  return row ? decode(row[1]!.replace(/<!-- -->/g, '')) : null;
}

function conditions(html: string): string | null {
  const note = /<p class="results__conditions">([\s\S]*?)<\/p>/.exec(html);
  return note ? decode(note[1]!.replace(/<!-- -->/g, '')) : null;
}

type Conditions = { capitalisation: string; topUps: unknown };

describe('the deposit page follows the product’s conditions (issue 33)', () => {
  const suite = appForSuite();

  it('shows Mustahkam kelajak’s quarterly income on 50 000 000 sum for 24 months', async () => {
    const page = await getPage(suite.app, '/en/deposit/mustahkam-kelajak');
    expect(page.status).to.equal(200);
    // 28 201 127.14 by hand (test/unit/deposit-income.product-conditions.test.ts), not the
    // monthly 28 859 690.45 the calculator showed before.
    // Written as English writes numbers (issue 33, item 6).
    expect(result(page.html, 'income')).to.equal('28,201,127.14 sum');
    expect(result(page.html, 'end-sum')).to.equal('78,201,127.14 sum');
    expect(conditions(page.html)).to.equal(
      'Interest added to the deposit quarterly · top-ups at any time, from 100,000 sum',
    );
  });

  it('names the conditions in Uzbek and Russian too', async () => {
    const uz = await getPage(suite.app, '/deposit/omonat-plus');
    expect(conditions(uz.html)).to.equal(
      'Foizlar omonatga qoʻshilmaydi · dastlabki 6 oy davomida toʻldirish mumkin',
    );
    expect(uz.text).to.include('Har oylik qoʻshimcha summa');
    const ru = await getPage(suite.app, '/ru/deposit/yillik-daromad');
    expect(conditions(ru.html)).to.equal('Проценты не прибавляются к вкладу · без пополнения');
    expect(ru.text).to.not.include('Ежемесячное пополнение');
  });

  it('serves each demo deposit with the conditions its own text states', async () => {
    const read = (slug: string) =>
      getJson<Conditions>(suite.app, `/api/deposits/${slug}?locale=en`).then(
        ({ capitalisation, topUps }) => ({ capitalisation, topUps }),
      );
    expect(await read('omonat-plus')).to.deep.equal({
      capitalisation: 'end',
      topUps: { months: 6, minAmount: null },
    });
    expect(await read('mustahkam-kelajak')).to.deep.equal({
      capitalisation: 'quarterly',
      topUps: { months: null, minAmount: 100_000 },
    });
    expect(await read('yillik-daromad')).to.deep.equal({ capitalisation: 'end', topUps: null });
    expect(await read('valyuta-premium')).to.deep.equal({
      capitalisation: 'end',
      topUps: { months: 3, minAmount: null },
    });
  });

  it('offers only the schedules a credit names, and says which', async () => {
    const page = await getPage(suite.app, '/en/credit/istemol-krediti');
    expect(conditions(page.html)).to.equal(
      'Repaid in annuity or differentiated payments, as you choose',
    );
    const other = await getPage(suite.app, '/en/credit/avtokredit');
    expect(conditions(other.html)).to.equal(null);
  });
});
