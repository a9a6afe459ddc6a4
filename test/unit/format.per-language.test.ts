import { expect } from 'chai';
import { formatCompact, formatNumber, parseAmount } from '../../src/lib/format/number';
import { formatMoney } from '../../src/lib/format/money';
import { formatPercent } from '../../src/lib/format/percent';
import { fileType, formatFileSize } from '../../src/lib/format/file';
import type { Lang } from '../../src/lib/lang';

const NBSP = '\u00a0';
const UNITS: Record<Lang, { thousand: string; million: string; billion: string }> = {
  uz: { thousand: 'ming', million: 'mln', billion: 'mlrd' },
  en: { thousand: 'K', million: 'M', billion: 'B' },
  ru: { thousand: 'тыс.', million: 'млн', billion: 'млрд' },
};

/**
 * Issue 33: English pages wrote "$1 045,00", "7,5 M" and "1,6 km" beside "4.5%". Every number goes
 * through one formatter that takes the page's language: English as Intl's `en` writes it, Russian
 * and Uzbek as Intl's `ru` and `uz` (a no-break space between thousands, a decimal comma).
 */
describe('numbers in the page language (issue 33)', () => {
  describe('formatMoney', () => {
    it('writes $1,045.00 and 28,201,127.14 sum in English', () => {
      expect(formatMoney(1045, 'USD', 'sum', 'en', { fractionDigits: 2 })).to.equal('$1,045.00');
      expect(formatMoney(28_201_127.14, 'UZS', 'sum', 'en', { fractionDigits: 2 })).to.equal(
        '28,201,127.14 sum',
      );
      expect(formatMoney(100, 'EUR', 'sum', 'en')).to.equal('100 EUR');
    });

    it('writes $1 045,00 and 28 201 127,14 сум in Russian', () => {
      expect(formatMoney(1045, 'USD', 'сум', 'ru', { fractionDigits: 2 })).to.equal(
        `$1${NBSP}045,00`,
      );
      expect(formatMoney(28_201_127.14, 'UZS', 'сум', 'ru', { fractionDigits: 2 })).to.equal(
        `28${NBSP}201${NBSP}127,14 сум`,
      );
    });

    it('writes 1 000 000 soʻm and 12,5 soʻm in Uzbek', () => {
      expect(formatMoney(1_000_000, 'UZS', 'soʻm', 'uz')).to.equal(`1${NBSP}000${NBSP}000 soʻm`);
      expect(formatMoney(12.5, 'UZS', 'soʻm', 'uz')).to.equal('12,5 soʻm');
    });
  });

  describe('formatNumber: table cells, rates and distances', () => {
    it('writes 12,650.5 and 1.6 (km) in English', () => {
      expect(formatNumber(12_650.5, 'en')).to.equal('12,650.5');
      expect(formatNumber(1.6, 'en', 1)).to.equal('1.6');
      expect(formatNumber(1045, 'en', 2)).to.equal('1,045.00');
    });

    it('writes 12 650,5 and 1,6 in Russian and Uzbek', () => {
      for (const lang of ['ru', 'uz'] as const) {
        expect(formatNumber(12_650.5, lang)).to.equal(`12${NBSP}650,5`);
        expect(formatNumber(1.6, lang, 1)).to.equal('1,6');
      }
    });
  });

  describe("formatCompact: a chart's axis ticks", () => {
    it('writes 7.5 M, 150 K and 1.2 B in English', () => {
      expect(formatCompact(7_500_000, UNITS.en, 'en')).to.equal('7.5 M');
      expect(formatCompact(150_000, UNITS.en, 'en')).to.equal('150 K');
      expect(formatCompact(1_250_000_000, UNITS.en, 'en')).to.equal('1.25 B');
      expect(formatCompact(1_080, UNITS.en, 'en')).to.equal('1,080');
    });

    it('writes 7,5 млн in Russian and 7,5 mln in Uzbek', () => {
      expect(formatCompact(7_500_000, UNITS.ru, 'ru')).to.equal('7,5 млн');
      expect(formatCompact(7_500_000, UNITS.uz, 'uz')).to.equal('7,5 mln');
      expect(formatCompact(1_080, UNITS.ru, 'ru')).to.equal(`1${NBSP}080`);
    });
  });

  describe('formatPercent stays as each language writes it', () => {
    it('writes 4.5%, 4,5 % and 4,5%', () => {
      expect(formatPercent(4.5, 'en')).to.equal('4.5%');
      expect(formatPercent(4.5, 'ru')).to.equal(`4,5${NBSP}%`);
      expect(formatPercent(4.5, 'uz')).to.equal('4,5%');
    });
  });

  describe("a document's size and type", () => {
    it('writes sizes as each language does, never 0 KB', () => {
      expect(formatFileSize(0.71, 'en')).to.equal('1 KB');
      expect(formatFileSize(120.4, 'ru')).to.equal('120 КБ');
      expect(formatFileSize(1_433.6, 'en')).to.equal('1.4 MB');
      expect(formatFileSize(1_433.6, 'ru')).to.equal('1,4 МБ');
      expect(formatFileSize(1_433.6, 'uz')).to.equal('1,4 MB');
    });

    it('names the type by the MIME type, else by the extension', () => {
      expect(fileType('application/pdf', '/uploads/a')).to.equal('PDF');
      expect(
        fileType(
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          '/uploads/a.docx',
        ),
      ).to.equal('DOCX');
      expect(fileType('application/octet-stream', '/uploads/rates.xlsx?v=2')).to.equal('XLSX');
      expect(fileType('application/octet-stream', '/uploads/file')).to.equal('');
    });
  });

  describe('parseAmount reads what the formatter wrote, and what people type', () => {
    it('reads English grouping commas and a decimal point', () => {
      expect(parseAmount('1,000,000', 'en')).to.equal(1_000_000);
      expect(parseAmount('1,045.5', 'en')).to.equal(1045.5);
      expect(parseAmount('1 000 000', 'en')).to.equal(1_000_000);
      expect(parseAmount(formatNumber(12_650.5, 'en'), 'en')).to.equal(12_650.5);
    });

    it('refuses an English comma that is not a thousands separator', () => {
      expect(parseAmount('1,5', 'en')).to.equal(null);
      expect(parseAmount('10,00,000', 'en')).to.equal(null);
    });

    it('reads spaces between thousands and a decimal comma or point in Russian and Uzbek', () => {
      for (const lang of ['ru', 'uz'] as const) {
        expect(parseAmount(`1${NBSP}000${NBSP}000,25`, lang)).to.equal(1_000_000.25);
        expect(parseAmount('1 000 000.25', lang)).to.equal(1_000_000.25);
        expect(parseAmount('1,000,000', lang)).to.equal(null);
      }
    });
  });
});
