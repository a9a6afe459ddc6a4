import { expect } from 'chai';
import { byDistance, distanceKm } from '../../src/features/branches/lib/distance';

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
