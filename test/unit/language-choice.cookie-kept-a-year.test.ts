import { expect } from 'chai';
import { rememberLanguage } from '@/features/layout/language-choice';

describe('the language switcher’s `lang` cookie (§4)', () => {
  it('is written for the whole site and kept 365 days', () => {
    const written: string[] = [];
    // The one browser API rememberLanguage touches, for this call only.
    Object.defineProperty(globalThis, 'document', {
      configurable: true,
      value: {
        set cookie(value: string) {
          written.push(value);
        },
      },
    });
    try {
      rememberLanguage('ru');
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }
    expect(written).to.have.length(1);
    const [pair, ...attributes] = written[0]!.split(';').map((part) => part.trim().toLowerCase());
    expect(pair).to.equal('lang=ru');
    expect(attributes).to.include('path=/');
    expect(attributes).to.include(`max-age=${365 * 24 * 60 * 60}`);
  });
});
