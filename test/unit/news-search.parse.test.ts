import { expect } from 'chai';
import { parseNewsSearch } from '../../src/features/news/news-search';

describe('parseNewsSearch(search)', () => {
  const parse = (query: string) => parseNewsSearch(new URLSearchParams(query));

  it('defaults to the first page without a category', () => {
    expect(parse('')).to.deep.equal({ page: 1 });
  });

  it('reads the spec category filter and the page', () => {
    expect(parse('filters[categories][id][$in]=3&page=2')).to.deep.equal({ page: 2, category: 3 });
  });

  it('rejects values that cannot be an id or a page', () => {
    expect(parse('page=0')).to.equal(null);
    expect(parse('filters[categories][id][$in]=1 OR 1')).to.equal(null);
  });
});
