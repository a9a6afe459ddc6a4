import { expect } from 'chai';
import { REGIONS as BRANCH_REGIONS } from '../../src/features/branches/types';
import { foldText } from '../../src/lib/places/fold-text';
import { PLACES, isCity, placeCodes, placesOf } from '../../src/lib/places/places';
import { REGIONS } from '../../src/lib/places/regions';

/**
 * SOATO, level 3: districts (tuman) and cities of regional subordination per region (README.md).
 * A list, not an object: an object would order its number-like keys by value.
 */
const COUNTS: [code: string, name: string, districts: number, cities: number][] = [
  ['1726', 'Toshkent shahri', 12, 0],
  ['1727', 'Toshkent viloyati', 15, 7],
  ['1703', 'Andijon viloyati', 14, 2],
  ['1706', 'Buxoro viloyati', 11, 2],
  ['1730', 'Fargʻona viloyati', 15, 4],
  ['1708', 'Jizzax viloyati', 12, 1],
  ['1733', 'Xorazm viloyati', 11, 2],
  ['1714', 'Namangan viloyati', 11, 1],
  ['1712', 'Navoiy viloyati', 8, 3],
  ['1710', 'Qashqadaryo viloyati', 14, 2],
  ['1735', 'Qoraqalpogʻiston Respublikasi', 16, 1],
  ['1718', 'Samarqand viloyati', 14, 2],
  ['1724', 'Sirdaryo viloyati', 8, 3],
  ['1722', 'Surxondaryo viloyati', 14, 1],
];

describe('the SOATO table of regions, districts and cities (src/lib/places)', () => {
  it('has the 14 regions in the forms’ order, the capital first', () => {
    expect(REGIONS.map((region) => [region.code, region.uz])).to.deep.equal(
      COUNTS.map(([code, name]) => [code, name]),
    );
  });

  for (const [code, name, districts, cities] of COUNTS)
    it(`${name} (${code}): ${districts} districts and ${cities} cities`, () => {
      const places = placesOf(code);
      expect(places.filter((place) => !isCity(place))).to.have.length(districts);
      expect(places.filter(isCity)).to.have.length(cities);
    });

  it('has 206 places, 175 districts and 31 cities, each code once, 7 digits under its region', () => {
    expect(PLACES).to.have.length(206);
    expect(PLACES.filter(isCity)).to.have.length(31);
    expect(new Set(PLACES.map((place) => place.code)).size).to.equal(206);
    for (const place of PLACES) {
      expect(place.code).to.match(/^17\d{2}[24]\d{2}$/);
      expect(
        REGIONS.some((region) => place.code.startsWith(region.code)),
        place.code,
      ).to.equal(true);
    }
  });

  it('names every place in Latin uz and en, in Cyrillic uz-Cyrl and ru', () => {
    for (const entry of [...REGIONS, ...PLACES]) {
      expect(entry.uz + entry.en, entry.code).to.match(/^[A-Za-zʻʼ' -]+$/);
      expect(entry['uz-Cyrl'] + entry.ru, entry.code).to.match(/^[А-Яа-яЁёЎўҚқҒғҲҳ -]+$/);
    }
    expect(PLACES.find((place) => place.code === '1718224')).to.deep.equal({
      code: '1718224',
      uz: 'Payariq tumani',
      'uz-Cyrl': 'Пайариқ тумани',
      ru: 'Пайарыкский район',
      en: 'Payarik district',
    });
  });

  it('knows the branch finder’s region slugs, one per region', () => {
    expect(REGIONS.map((region) => region.slug)).to.have.members([...BRANCH_REGIONS]);
  });
});

describe('placeCodes: the appeal’s region and city as sent → SOATO codes', () => {
  it('keeps codes', () => {
    expect(placeCodes('1718', '1718224')).to.deep.equal({ region: '1718', city: '1718224' });
  });

  it('takes a name in any of the four scripts, with any apostrophe or case', () => {
    for (const [region, city] of [
      ['Samarqand viloyati', 'Payariq tumani'],
      ['Самарқанд вилояти', 'Пайариқ тумани'],
      ['Самаркандская область', 'Пайарыкский район'],
      ['Samarkand region', 'Payarik district'],
      ['1718', 'payariq TUMANI'],
    ])
      expect(placeCodes(region, city), `${region} / ${city}`).to.deep.equal({
        region: '1718',
        city: '1718224',
      });
    expect(placeCodes('Toshkent shahri', "Mirzo Ulug'bek tumani")).to.deep.equal({
      region: '1726',
      city: '1726269',
    });
  });

  it('tells the region from a city sent alone', () => {
    expect(placeCodes('', 'Jomboy tumani')).to.deep.equal({ region: '1718', city: '1718209' });
  });

  it('leaves what names no place, or several, as sent', () => {
    expect(placeCodes('1727', 'Bekobod')).to.deep.equal({ region: '1727', city: 'Bekobod' });
    expect(placeCodes('Atlantis', '1718224')).to.deep.equal({
      region: 'Atlantis',
      city: '1718224',
    });
  });
});

describe('foldText', () => {
  it('folds case, apostrophes and Cyrillic onto one Latin spelling', () => {
    expect(
      ['Ulugʻbek', "ulug'bek", 'ULUG’BEK', 'Улуғбек', 'Улугбек'].map((text) => foldText(text)),
    ).to.deep.equal(['ulugbek', 'ulugbek', 'ulugbek', 'ulugbek', 'ulugbek']);
    expect(foldText('Чиланзарский район')).to.equal('chilanzarskiy rayon');
  });
});
