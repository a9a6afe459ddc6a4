import { expect } from 'chai';
import { formatDate } from '../../src/lib/format/date';

describe('formatDate(iso, lang)', () => {
  it('writes Uzbek months out without relying on the runtime ICU data', () => {
    expect(formatDate('2026-11-10', 'uz')).to.equal('10-noyabr, 2026');
    expect(formatDate('2025-01-01', 'uz')).to.equal('1-yanvar, 2025');
  });

  it('uses the English and Russian long forms', () => {
    expect(formatDate('2026-11-10', 'en')).to.equal('10 November 2026');
    expect(formatDate('2026-11-10', 'ru')).to.equal('10 ноября 2026 г.');
  });

  it('gives an empty string for a missing or broken date', () => {
    expect(formatDate(null, 'ru')).to.equal('');
    expect(formatDate('not-a-date', 'en')).to.equal('');
  });
});
