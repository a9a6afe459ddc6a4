import { expect } from 'chai';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createCmsService } from '../../server/cms/cms-service';
import { strapiFixture } from '../support/strapi-fixtures';

describe('CmsService over an axios adapter (embedded demo content)', () => {
  const seen: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    seen.push(axios.getUri(config));
    const found = config.url === '/api/cards';
    return {
      data: found ? strapiFixture(4, 'cards-list.ru.json') : { data: null, error: { status: 404 } },
      status: found ? 200 : 404,
      statusText: found ? 'OK' : 'Not Found',
      headers: {},
      config,
    };
  };
  const cms = createCmsService({
    baseUrl: 'http://demo.invalid',
    timeoutMs: 1000,
    adapter,
    version: 4,
    cacheTtlSeconds: 60,
    mediaOrigin: '',
  });

  beforeEach(() => {
    seen.length = 0;
  });

  it('reads through the adapter without touching the network', async () => {
    const cards = await cms.cards('uz');
    expect(cards).to.have.length(4);
    expect(seen).to.deep.equal([
      'http://demo.invalid/api/cards?populate[0]=image&pagination[pageSize]=100&locale=uz',
    ]);
  });

  it('keeps media URLs root-relative, to be served by this server', async () => {
    const [card] = await cms.cards('uz');
    expect(card?.image?.url).to.equal('/uploads/card_uzcard_classic_3038a621b3.png');
  });

  it('treats a 404 from the adapter as an empty result', async () => {
    expect(await cms.vacancies('uz')).to.deep.equal([]);
  });
});
