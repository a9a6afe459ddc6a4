import { expect } from 'chai';
import { PAGES } from '../../src/app/routing/page-table';
import { PAGE_PARAMS, pageSearch } from '../../src/lib/page-query';

describe('pageSearch(pathname, search)', () => {
  it('keeps the parameters the page reads, as written and in their order, and drops the rest', () => {
    expect(
      pageSearch('/ru/news', '?utm_source=mail&filters[categories][id][$in]=3&fbclid=x&page=2'),
    ).to.equal('?filters[categories][id][$in]=3&page=2');
    expect(pageSearch('/branches', '?service=cards&utm=1&service=loans')).to.equal(
      '?service=cards&service=loans',
    );
    expect(pageSearch('/en/search', '?query=a+b%26c')).to.equal('?query=a+b%26c');
  });

  it('leaves no query on a page that reads none', () => {
    expect(pageSearch('/ru/deposit', '?page=2&utm=1')).to.equal('');
    expect(pageSearch('/ru/news', '')).to.equal('');
  });

  it('names only paths of the page table', () => {
    const paths = PAGES.map((page) => `/${page.path ?? ''}`);
    expect(Object.keys(PAGE_PARAMS).filter((path) => !paths.includes(path))).to.deep.equal([]);
  });
});
