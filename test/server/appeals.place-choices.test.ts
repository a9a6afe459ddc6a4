import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { bootJson, getPage } from '../support/html';

interface Boot {
  router: { loaderData: Record<string, { places?: { value: string; label: string }[] } | null> };
}

describe('the appeal form’s regions and cities come with the page, in its language only', () => {
  const suite = appForSuite();

  it('/ru/appeals: Russian labels with Uzbek values, in the select and in the loader data', async () => {
    const { html } = await getPage(suite.app, '/ru/appeals');
    expect(html).to.include('<option value="Toshkent shahri">город Ташкент</option>');
    const boot = JSON.parse(bootJson(html)) as Boot;
    const places = Object.values(boot.router.loaderData).find((data) => data?.places)?.places;
    expect(places?.[0]).to.deep.include({ value: 'Toshkent shahri', label: 'город Ташкент' });
    expect(bootJson(html)).not.to.include('Tashkent city');
  });

  it('/en/appeals: English labels', async () => {
    const { html } = await getPage(suite.app, '/en/appeals');
    expect(html).to.include('<option value="Toshkent shahri">Tashkent city</option>');
    expect(bootJson(html)).not.to.include('город Ташкент');
  });
});
