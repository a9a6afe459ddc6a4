import { expect } from 'chai';
import { unbrokenAmounts } from '@/lib/format/digit-groups';
import { markdownToHtml, markdownToText } from '../../server/cms/markdown';

const NBSP = '\u00a0';

describe('amounts written with spaces never break between their digit groups', () => {
  it('joins the groups of an amount with no-break spaces and nothing else', () => {
    expect(unbrokenAmounts('Лимит — 20 000 000 сумов в день')).to.equal(
      `Лимит — 20${NBSP}000${NBSP}000 сумов в день`,
    );
    expect(unbrokenAmounts('12 345 678,50 soʻm')).to.equal(`12${NBSP}345${NBSP}678,50 soʻm`);
    // Two amounts side by side stay two; a year before a count, or 4 digits after, are no groups.
    expect(unbrokenAmounts('1 000 2 000')).to.equal(`1${NBSP}000 2${NBSP}000`);
    expect(unbrokenAmounts('2024 год, 100 человек; 10 0000')).to.equal(
      '2024 год, 100 человек; 10 0000',
    );
  });

  it('applies to CMS Markdown text, not to code spans, and the plain text keeps plain spaces', () => {
    expect(markdownToHtml('- **Минимальная сумма:** 1 000 000 сумов, код `5 000`')).to.equal(
      `<ul>\n<li><strong>Минимальная сумма:</strong> 1${NBSP}000${NBSP}000 сумов, код <code>5 000</code></li>\n</ul>\n`,
    );
    expect(markdownToText('Минимальная сумма — 5 000 000 сумов')).to.equal(
      'Минимальная сумма — 5 000 000 сумов.',
    );
  });
});
