import { expect } from 'chai';
import { toUzbekLatin } from '../../server/search/uzbek-latin';
import { uzbekStem } from '../../server/search/uzbek-suffixes';
import { searchTerm } from '../../server/search/search-terms';

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

  it('leaves Russian and English words as typed outside the Uzbek index', () => {
    expect(searchTerm('Вклады', 'ru')).to.equal('вклады');
    expect(searchTerm('Deposits', 'en')).to.equal('deposits');
  });
});
