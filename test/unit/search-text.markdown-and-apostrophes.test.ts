import { expect } from 'chai';
import { markdownToText } from '../../server/cms/markdown';
import { normalizeTerm, searchTerm, words } from '../../server/search/search-terms';
import { makeSnippet } from '../../server/search/snippet';
import { filterVacancies } from '../../src/features/vacancies/lib/filter-vacancies';
import type { Vacancy } from '../../src/features/vacancies/types';

describe('markdownToText', () => {
  it('keeps the words of headings, lists, emphasis, links and tables, without their syntax', () => {
    const source =
      '## Fees\n\n- **Issue:** free\n- [Tariffs](/individual/tariff) apply\n\n| Service | Price |\n|---|---|\n| SWIFT | 0.2% |';
    expect(markdownToText(source)).to.equal(
      'Fees. Issue: free. Tariffs apply. Service Price. SWIFT 0.2%.',
    );
  });

  it('keeps hyphens and dashes inside the text', () => {
    expect(markdownToText('Kassir-operator — 24/7, e-mail')).to.equal(
      'Kassir-operator — 24/7, e-mail.',
    );
  });

  it('reads nothing from an empty body', () => {
    expect(markdownToText(null)).to.equal('');
  });
});

describe('search terms', () => {
  it("treats every Uzbek apostrophe form as one: to'lov, toʻlov, to‘lov, to’lov, toʼlov, to`lov", () => {
    const forms = ["to'lov", 'toʻlov', 'to‘lov', 'to’lov', 'toʼlov', 'to`lov'];
    expect(forms.map((form) => words(form))).to.deep.equal(forms.map((form) => [form]));
    expect(new Set(forms.map(normalizeTerm))).to.deep.equal(new Set(['tolov']));
  });

  it('splits on spaces and punctuation, folding case, ё and English "-ies" plurals', () => {
    expect(words('Курсы валют: «ёлка», Vacancies!').map(normalizeTerm)).to.deep.equal([
      'курсы',
      'валют',
      'елка',
      'vacancy',
    ]);
  });
});

describe('makeSnippet', () => {
  it('marks the matched words whatever apostrophe the text uses', () => {
    expect(
      makeSnippet("Oylik toʻlov va to'lovlar", new Set(['tolov', 'tolovlar']), 'uz'),
    ).to.deep.equal([
      { text: 'Oylik ', isMatch: false },
      { text: 'toʻlov', isMatch: true },
      { text: ' va ', isMatch: false },
      { text: "to'lovlar", isMatch: true },
    ]);
  });

  it('cuts a long text around the first match at word boundaries', () => {
    const text = `${'alpha '.repeat(60)}needle ${'omega '.repeat(60)}`.trim();
    const parts = makeSnippet(text, new Set([searchTerm('needle', 'en')]), 'en');
    expect(parts[0]).to.deep.equal({ text: '…', isMatch: false });
    expect(parts.at(-1)).to.deep.equal({ text: '…', isMatch: false });
    expect(parts.filter((part) => part.isMatch)).to.deep.equal([{ text: 'needle', isMatch: true }]);
    const shown = parts
      .slice(1, -1)
      .map((part) => part.text)
      .join('');
    expect(shown).to.match(/^alpha .* omega$/);
    expect(shown.length).to.be.at.most(180);
  });
});

describe('filterVacancies', () => {
  const vacancy = (title: string, region: string) => ({ title, region }) as Vacancy;
  const list = [
    vacancy('Boʻlim boshligʻi', 'Toshkent shahri'),
    vacancy('Kassir', 'Samarqand viloyati'),
  ];

  it('matches the title whatever apostrophe is typed, and the region exactly', () => {
    expect(filterVacancies(list, { region: '', title: "bo'lim" })).to.deep.equal([list[0]]);
    expect(filterVacancies(list, { region: 'Samarqand viloyati', title: '' })).to.deep.equal([
      list[1],
    ]);
    expect(filterVacancies(list, { region: 'Samarqand viloyati', title: 'bo‘lim' })).to.deep.equal(
      [],
    );
  });
});
