import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { bootJson, getPage } from '../support/html';

interface Place {
  value: string;
  label: string;
  cities: { value: string; label: string }[];
}
interface Boot {
  router: { loaderData: Record<string, { places?: Place[] } | null> };
}

const placesOf = (html: string) =>
  Object.values((JSON.parse(bootJson(html)) as Boot).router.loaderData).find((data) => data?.places)
    ?.places ?? [];

describe('the appeal form’s regions and cities come with the page, in its language only', () => {
  const suite = appForSuite();

  it('/ru/appeals: Russian labels with SOATO codes as values, in the select and in the loader data', async () => {
    const { html } = await getPage(suite.app, '/ru/appeals');
    expect(html).to.include('<option value="1726">город Ташкент</option>');
    const places = placesOf(html);
    expect(places[0]).to.deep.include({ value: '1726', label: 'город Ташкент' });
    expect(bootJson(html)).not.to.include('Tashkent city');
  });

  it('/en/appeals: English labels', async () => {
    const { html } = await getPage(suite.app, '/en/appeals');
    expect(html).to.include('<option value="1726">Tashkent city</option>');
    expect(bootJson(html)).not.to.include('город Ташкент');
  });

  it('lists all 206 districts and cities, Samarkand region’s 16 with Payariq, Jomboy and Tayloq', async () => {
    const places = placesOf((await getPage(suite.app, '/appeals')).html);
    expect(places).to.have.length(14);
    expect(places.flatMap((region) => region.cities)).to.have.length(206);
    const samarkand = places.find((region) => region.value === '1718')!;
    expect(samarkand.label).to.equal('Samarqand viloyati');
    expect(samarkand.cities).to.have.length(16);
    expect(samarkand.cities.slice(0, 2)).to.deep.equal([
      { value: '1718406', label: 'Kattaqoʻrgʻon shahri' },
      { value: '1718401', label: 'Samarqand shahri' },
    ]);
    expect(samarkand.cities).to.deep.include.members([
      { value: '1718224', label: 'Payariq tumani' },
      { value: '1718209', label: 'Jomboy tumani' },
      { value: '1718238', label: 'Tayloq tumani' },
    ]);
  });
});
