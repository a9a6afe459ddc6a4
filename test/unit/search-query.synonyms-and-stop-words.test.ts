import { expect } from 'chai';
import { LANGS } from '@/lib/lang';
import { queryParts } from '../../server/search/search-query';
import { searchTerm, searchTerms, words } from '../../server/search/search-terms';
import { STOP_WORDS, SYNONYM_GROUPS } from '../../server/search/synonyms';

/** The terms each part of a query looks up, sorted, for comparing. */
const lookups = (text: string, lang: (typeof LANGS)[number]) =>
  queryParts(text, lang).map((part) => [...part.terms].sort());

describe('queryParts', () => {
  it('searches a synonym phrase as one part that also looks up the other names', () => {
    const [mortgage, ...rest] = lookups('ипотечный кредит', 'ru');
    expect(rest).to.deep.equal([]);
    expect(mortgage).to.include.members(['ипотек', 'mortgag', 'ipoteka']);
  });

  it('leaves out words with no subject of their own, unless nothing else is left', () => {
    expect(lookups('курс доллара на сегодня', 'ru')).to.have.length(2);
    expect(lookups('atm near me', 'en')).to.have.length(1);
    expect(lookups('на', 'ru')).to.deep.equal([['на']]);
  });

  it('reads a number and a word for percent, or a currency sign, as what pages write', () => {
    for (const [lang, text] of [
      ['uz', '20 foiz'],
      ['ru', '20 процентов'],
      ['en', '20 percent'],
      ['ru', '20 %'],
    ] as const) {
      expect(lookups(text, lang), text).to.deep.equal([['20%']]);
    }
    expect(lookups('$', 'en')[0]).to.include('usd');
  });

  it('finds no parts in a query without words', () => {
    expect(queryParts(' ,.! ', 'uz')).to.deep.equal([]);
  });
});

describe('the synonym table', () => {
  for (const lang of LANGS) {
    it(`gives each phrase one meaning in ${lang}: no phrase is a stop word or a phrase of another group`, () => {
      const stop = new Set(STOP_WORDS.flatMap((word) => searchTerms(word, lang)));
      const owner = new Map<string, number>();
      SYNONYM_GROUPS.forEach((group, index) => {
        for (const phrase of group) {
          const key = words(phrase)
            .map((word) => searchTerm(word, lang))
            .join(' ');
          expect(stop.has(key), `${phrase} is a stop word`).to.equal(false);
          expect(owner.get(key) ?? index, `${phrase} is in two groups`).to.equal(index);
          owner.set(key, index);
        }
      });
    });
  }
});
