import { expect } from 'chai';
import { toUzbekLatin } from '../../server/search/uzbek-latin';
import { uzbekStem } from '../../server/search/uzbek-suffixes';
import { searchTerm, searchTerms, words } from '../../server/search/search-terms';

describe('toUzbekLatin', () => {
  for (const [cyrillic, latin] of [
    ['омонат', 'omonat'],
    ['тўлов', 'tolov'],
    ['ғалла', 'galla'],
    ['шаҳар', 'shahar'],
    ['чегирма', 'chegirma'],
    ['қарз', 'qarz'],
    ['хизмат', 'xizmat'],
    ['ёшлар', 'yoshlar'],
    ['юнусобод', 'yunusobod'],
    ['яхши', 'yaxshi'],
    ['цемент', 'tsement'],
    ['маъно', 'mano'],
  ] as const) {
    it(`writes ${cyrillic} as ${latin}`, () => {
      expect(toUzbekLatin(cyrillic)).to.equal(latin);
    });
  }

  it('leaves Latin letters and digits alone', () => {
    expect(toUzbekLatin("to'lov 2024")).to.equal("to'lov 2024");
  });
});

describe('uzbekStem', () => {
  for (const [word, stem] of [
    ['depozitlar', 'depozit'],
    ['omonatlar', 'omonat'],
    ['kreditlari', 'kredit'],
    ['kartaning', 'karta'],
    ['filialga', 'filial'],
    ['filialda', 'filial'],
    ['filialdan', 'filial'],
    ['filiali', 'filial'],
    ['xizmatlarimiz', 'xizmat'],
    ['omonatni', 'omonat'],
  ] as const) {
    it(`takes ${word} to ${stem}`, () => {
      expect(uzbekStem(word)).to.equal(stem);
    });
  }

  it('keeps short words whole: a stem needs four letters', () => {
    expect(['bank', 'uyga', 'oila'].map(uzbekStem)).to.deep.equal(['bank', 'uyga', 'oila']);
  });
});

describe('searchTerm', () => {
  it('makes Uzbek Cyrillic, Latin and every apostrophe one term', () => {
    const forms = ['тўлов', "to'lov", 'toʻlov', 'to’lov', 'toʼlov', 'to`lov', 'To‘lovlar'];
    expect(new Set(forms.map((form) => searchTerm(form, 'uz')))).to.deep.equal(new Set(['tolov']));
    expect(searchTerm('Омонатлар', 'uz')).to.equal('omonat');
  });

  it('takes Russian and English words to their stems, by script, outside the Uzbek index', () => {
    expect(searchTerm('Вклады', 'ru')).to.equal(searchTerm('вкладов', 'ru'));
    expect(searchTerm('Deposits', 'en')).to.equal(searchTerm('deposit', 'en'));
    expect(searchTerm('Ипотечный', 'en')).to.equal(searchTerm('ипотечные', 'ru'));
    expect(searchTerm('Rates', 'ru')).to.equal(searchTerm('rate', 'en'));
  });

  it('reads a percentage as one term, whatever its decimal mark and spacing', () => {
    for (const lang of ['uz', 'en', 'ru'] as const) {
      expect(words('yillik 4,5 % va 20%').map((word) => searchTerm(word, lang))).to.include.members(
        ['4.5%', '20%'],
      );
    }
  });

  it('reads a Cyrillic word on the Uzbek site as Russian too, unless an Uzbek letter rules it out', () => {
    expect(searchTerms('доллара', 'uz')).to.include(searchTerm('dollar', 'uz'));
    expect(searchTerms('тўлов', 'uz')).to.deep.equal(['tolov']);
  });

  it('meets the Latin and Cyrillic spellings an Uzbek visitor types on any keyboard', () => {
    expect(searchTerm('Yevro', 'uz')).to.equal(searchTerm('евро', 'uz'));
    expect(searchTerm('карз', 'uz')).to.equal(searchTerm('qarz', 'uz'));
    expect(searchTerm('хисоб', 'uz')).to.equal(searchTerm('hisob', 'uz'));
  });

  it('reads a word typed half in the other keyboard layout in the script of most of it', () => {
    expect(searchTerm('визa', 'ru')).to.equal(searchTerm('виза', 'ru'));
    expect(searchTerm('mаstercard', 'en')).to.equal(searchTerm('mastercard', 'en'));
  });
});
