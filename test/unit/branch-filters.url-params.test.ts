import { expect } from 'chai';
import {
  branchFiltersSearch,
  parseBranchFilters,
} from '../../src/features/branches/lib/branch-filters';

const parse = (search: string) => parseBranchFilters(new URLSearchParams(search));

describe('parseBranchFilters', () => {
  it('reads type, region, several services, "open now" and the typed place', () => {
    expect(
      parse('type=atm&region=samarkand&service=cash-in&service=step-free&open=1&q=Amir+Temur+'),
    ).to.deep.equal({
      type: 'atm',
      region: 'samarkand',
      services: ['cash-in', 'step-free'],
      isOpenNow: true,
      query: 'Amir Temur ',
    });
  });

  it('ignores unknown values (a repeated type counts by its first value) and repeated services', () => {
    expect(
      parse('type=bank&type=atm&region=Samarkand&service=teleport&service=loans&service=loans'),
    ).to.deep.equal({
      type: null,
      region: null,
      services: ['loans'],
      isOpenNow: false,
      query: '',
    });
  });
});

describe('branchFiltersSearch', () => {
  it('writes the filters in one fixed order so equal filters give equal URLs', () => {
    expect(
      branchFiltersSearch(
        parse('q=chilonzor&open=1&service=step-free&region=bukhara&service=cash-in&type=branch'),
      ),
    ).to.equal('?type=branch&region=bukhara&service=cash-in&service=step-free&open=1&q=chilonzor');
  });

  it('is empty without filters (an unticked box, a blank place)', () => {
    expect(branchFiltersSearch(parse('type=&service=&open=0&q=+'))).to.equal('');
  });
});
