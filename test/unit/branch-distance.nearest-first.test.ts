import { expect } from 'chai';
import { byDistance, distanceKm, nearPlace } from '../../src/features/branches/lib/distance';

const tashkent = { latitude: 41.311081, longitude: 69.279737 };
const samarkand = { latitude: 39.654388, longitude: 66.975824 };

describe('distanceKm', () => {
  it('is zero between a place and itself', () => {
    expect(distanceKm(tashkent, tashkent)).to.equal(0);
  });

  it('measures Tashkent to Samarkand as about 266 km in a straight line', () => {
    expect(distanceKm(tashkent, samarkand)).to.be.closeTo(266, 3);
  });

  it('is the same both ways', () => {
    expect(distanceKm(samarkand, tashkent)).to.equal(distanceKm(tashkent, samarkand));
  });
});

describe('byDistance', () => {
  const places = [
    { name: 'Samarkand', ...samarkand },
    { name: 'Chilonzor', latitude: 41.275612, longitude: 69.203418 },
    { name: 'Head office', ...tashkent },
    { name: 'Yunusobod', latitude: 41.364588, longitude: 69.28675 },
  ];

  it('puts the nearest place first and says how far each one is', () => {
    const near = { latitude: 41.3, longitude: 69.27 };
    const order = byDistance(places, near);
    expect(order.map((entry) => entry.place.name)).to.deep.equal([
      'Head office',
      'Chilonzor',
      'Yunusobod',
      'Samarkand',
    ]);
    expect(order.map((entry) => Math.round(entry.km))).to.deep.equal([1, 6, 7, 267]);
  });

  it('leaves the input untouched', () => {
    byDistance(places, samarkand);
    expect(places[0]!.name).to.equal('Samarkand');
  });
});

describe('nearPlace (the list once the map found the typed place)', () => {
  const branches = [
    { id: 1, name: 'Samarkand', ...samarkand },
    { id: 2, name: 'Chilonzor', latitude: 41.275612, longitude: 69.203418 },
    { id: 3, name: 'Head office', ...tashkent },
    { id: 4, name: 'Yunusobod', latitude: 41.364588, longitude: 69.28675 },
    { id: 5, name: 'Airport', latitude: 41.2579, longitude: 69.2812 },
  ];
  const names = (entries: { place: { name: string } }[]) => entries.map((e) => e.place.name);
  // Chorsu bazaar: no branch's name or address says it.
  const chorsu = { latitude: 41.3265, longitude: 69.2347 };

  it('shows the three branches nearest to a place the text matched none of, nearest first', () => {
    const entries = nearPlace([], branches, chorsu);
    expect(names(entries)).to.deep.equal(['Head office', 'Yunusobod', 'Chilonzor']);
    expect(entries.map((entry) => Math.round(entry.km))).to.deep.equal([4, 6, 6]);
  });

  it('keeps every branch the text matched, in the order of distance', () => {
    const samarkandBranch = branches.filter((branch) => branch.id === 1);
    expect(names(nearPlace(samarkandBranch, branches, chorsu))).to.deep.equal([
      'Head office',
      'Yunusobod',
      'Chilonzor',
      'Samarkand',
    ]);
  });
});
