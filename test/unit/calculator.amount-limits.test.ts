import { expect } from 'chai';
import { checkAmount, stepFor } from '../../src/lib/calculator/amount-range';
import { createI18n } from '../../src/app/i18n';
import { loadResources } from '../../server/i18n';
import { formatMoney } from '../../src/lib/format/money';
import { LANGS } from '../../src/lib/lang';

const RANGE = { min: 1_000_000, max: 200_000_000, step: 100_000 };
const resources = loadResources();

describe('checkAmount(amount, range)', () => {
  it('accepts the minimum itself and anything up to the maximum', () => {
    expect(checkAmount(1_000_000, RANGE)).to.equal(null);
    expect(checkAmount(200_000_000, RANGE)).to.equal(null);
  });

  it('rejects an amount below the minimum, naming the minimum', () => {
    expect(checkAmount(999_999, RANGE)).to.deep.equal({ code: 'belowMinimum', limit: 1_000_000 });
  });

  it('rejects an amount above the maximum and text that is not a number', () => {
    expect(checkAmount(200_000_001, RANGE)).to.deep.equal({
      code: 'aboveMaximum',
      limit: 200_000_000,
    });
    expect(checkAmount(null, RANGE)).to.deep.equal({ code: 'notANumber' });
  });

  it('explains the minimum in the visitor language', () => {
    const messages = LANGS.map((lang) => {
      const t = createI18n(lang, resources).getFixedT(lang, 'products');
      return t('calculator.belowMinimum', {
        amount: formatMoney(1_000_000, 'UZS', t('common:currency.sum'), lang),
      });
    });
    expect(messages[0]).to.equal(
      'Minimal summa — 1\u00a0000\u00a0000 soʻm. 1\u00a0000\u00a0000 soʻm yoki undan koʻp kiriting.',
    );
    expect(messages[1]).to.equal(
      'The minimum amount is 1,000,000 sum. Enter 1,000,000 sum or more.',
    );
    expect(messages[2]).to.equal(
      'Минимальная сумма — 1\u00a0000\u00a0000 сум. Введите 1\u00a0000\u00a0000 сум или больше.',
    );
  });

  it('steps the slider one order of magnitude below the minimum', () => {
    expect([stepFor(1_000_000), stepFor(5_000_000), stepFor(100), stepFor(1)]).to.deep.equal([
      100_000, 100_000, 10, 1,
    ]);
  });
});
