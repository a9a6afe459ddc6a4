import { expect } from 'chai';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '../../src/app/store';
import { storeQueries } from '../../src/app/routing/route-data';
import { api, injectReads, listRequest } from '../../src/lib/api/api-slice';
import type { ReadRequest, ReadResponse } from '../../src/lib/api/transport';
import { depositsApi, useGetDepositsQuery } from '../../src/features/deposits/api';
import { newsApi, useGetNewsQuery } from '../../src/features/news/api';

const DEPOSITS = [
  { slug: 'omonat-plus', name: 'Омонат Плюс' },
  { slug: 'mustahkam-kelajak', name: 'Надёжное будущее' },
];

/** A read API that answers every read with `response` and records what it was asked for. */
function readApi(response: ReadResponse) {
  const requests: ReadRequest[] = [];
  const transport = async (request: ReadRequest) => {
    requests.push(request);
    return response;
  };
  return { requests, transport };
}

/** A request's store, as entry-server.tsx makes it, reset as it is after the render. */
const stores: AppStore[] = [];
function storeOver(transport: (request: ReadRequest) => Promise<ReadResponse>) {
  const store = makeStore(undefined, { transport });
  stores.push(store);
  return store;
}

/** A component of the kind pages are: RTK Query's own hook, narrowed with `selectFromResult`. */
function DepositNames() {
  const { names } = useGetDepositsQuery('ru', {
    selectFromResult: ({ data }) => ({ names: data?.map((deposit) => deposit.name) }),
  });
  return createElement('p', null, names ? names.join(', ') : 'loading');
}

const render = (store: AppStore, component: () => ReturnType<typeof createElement>) =>
  renderToString(createElement(Provider, { store, children: createElement(component) }));

describe('RTK Query runs the endpoints on the server as in the browser', () => {
  afterEach(() => {
    // Entries nobody subscribes to get RTK's removal timer; resetting clears it.
    for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
  });

  it('reads a key the root and the page loader both ask for once', async () => {
    const cms = readApi({ status: 200, body: DEPOSITS });
    const run = storeQueries(storeOver(cms.transport));
    const endpoint = depositsApi.endpoints.getDeposits;
    const [root, page] = await Promise.all([run(endpoint, 'ru'), run(endpoint, 'ru')]);
    const later = await run(endpoint, 'ru');
    expect(cms.requests.map((request) => request.path)).to.deep.equal(['/deposits']);
    for (const outcome of [root, page, later])
      expect(outcome).to.deep.include({ isError: false, data: DEPOSITS });
  });

  it("finds a read whose argument's keys come in another order: one entry, one read", async () => {
    const cms = readApi({ status: 200, body: { items: [{ title: 'Новый филиал' }], total: 1 } });
    const store = storeOver(cms.transport);
    const run = storeQueries(store);
    await run(newsApi.endpoints.getNews, { lang: 'ru', page: 1 });
    await run(newsApi.endpoints.getNews, { page: 1, lang: 'ru' });
    expect(cms.requests).to.have.length(1);
    expect(Object.keys(store.getState().api.queries)).to.have.length(1);
    const Title = () =>
      createElement('p', null, useGetNewsQuery({ page: 1, lang: 'ru' }).data?.items[0]?.title);
    expect(render(store, Title)).to.equal('<p>Новый филиал</p>');
  });

  it('applies an endpoint’s transformResponse to what the loader and the page get', async () => {
    const shouted = injectReads((build) => ({
      getShoutedDeposits: build.query<string[], 'ru'>({
        query: listRequest('deposits'),
        transformResponse: (deposits: typeof DEPOSITS) =>
          deposits.map((deposit) => deposit.name.toUpperCase()),
      }),
    }));
    const store = storeOver(readApi({ status: 200, body: DEPOSITS }).transport);
    const outcome = await storeQueries(store)(shouted.endpoints.getShoutedDeposits, 'ru');
    expect(outcome.data).to.deep.equal(['ОМОНАТ ПЛЮС', 'НАДЁЖНОЕ БУДУЩЕЕ']);
    const Names = () =>
      createElement('p', null, shouted.useGetShoutedDepositsQuery('ru').data?.join(', '));
    expect(render(store, Names)).to.equal('<p>ОМОНАТ ПЛЮС, НАДЁЖНОЕ БУДУЩЕЕ</p>');
  });

  it("renders RTK's own hook, selectFromResult included, over the store the loaders filled", async () => {
    const store = storeOver(readApi({ status: 200, body: DEPOSITS }).transport);
    await storeQueries(store)(depositsApi.endpoints.getDeposits, 'ru');
    expect(render(store, DepositNames)).to.equal('<p>Омонат Плюс, Надёжное будущее</p>');
  });

  it('renders what an unread query shows before its data: loading, and no read', () => {
    const unused = readApi({ status: 500, body: null });
    expect(render(storeOver(unused.transport), DepositNames)).to.equal('<p>loading</p>');
    expect(unused.requests).to.deep.equal([]);
  });

  it('hands a failed read to the loader as an error, and a 404 as an empty answer', async () => {
    const down = readApi({ status: 500, body: { error: { status: 500, message: 'CMS down' } } });
    expect(
      await storeQueries(storeOver(down.transport))(depositsApi.endpoints.getDeposits, 'ru'),
    ).to.deep.include({ isError: true, error: { status: 500, message: 'CMS down' } });
    const missing = readApi({ status: 404, body: null });
    expect(
      await storeQueries(storeOver(missing.transport))(depositsApi.endpoints.getDeposits, 'ru'),
    ).to.deep.include({ isError: false, data: null });
  });
});
