import { expect } from 'chai';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '../../src/app/store';
import { serverQueries } from '../../src/app/server-queries';
import { api } from '../../src/lib/api/api-slice';
import type { ReadRequest, ReadResponse } from '../../src/lib/api/transport';
import { depositsApi, useGetDepositsQuery } from '../../src/features/deposits/api';

const DEPOSITS = [
  { slug: 'omonat-plus', name: 'Омонат Плюс' },
  { slug: 'mustahkam-kelajak', name: 'Надёжное будущее' },
];

/** A read API that answers every read with `response` and records the paths it was asked for. */
function readApi(response: ReadResponse) {
  const paths: string[] = [];
  const transport = async (request: ReadRequest) => {
    paths.push(request.path);
    return response;
  };
  return { paths, transport };
}

/** A component of the kind pages are: RTK Query's own hook, narrowed with `selectFromResult`. */
function DepositNames() {
  const { names } = useGetDepositsQuery('ru', {
    selectFromResult: ({ data }) => ({ names: data?.map((deposit) => deposit.name) }),
  });
  return createElement('p', null, names ? names.join(', ') : 'loading');
}

const render = (store: AppStore) =>
  renderToString(createElement(Provider, { store, children: createElement(DepositNames) }));

describe('server queries: RTK Query through its public API', () => {
  it('reads a key the root and the page loader both ask for once, and lists its plain answer', async () => {
    const cms = readApi({ status: 200, body: DEPOSITS });
    const queries = serverQueries(cms.transport);
    const endpoint = depositsApi.endpoints.getDeposits;
    const [root, page] = await Promise.all([
      queries.run(endpoint, 'ru'),
      queries.run(endpoint, 'ru'),
    ]);
    const later = await queries.run(endpoint, 'ru');
    expect(cms.paths).to.deep.equal(['/deposits']);
    for (const outcome of [root, page, later]) {
      expect(outcome).to.deep.include({ isError: false, data: DEPOSITS });
    }
    expect(queries.answers()).to.deep.equal([
      { endpointName: 'getDeposits', arg: 'ru', value: DEPOSITS },
    ]);
  });

  it("renders RTK's own hook, selectFromResult included, over a store seeded with the answers", async () => {
    const cms = readApi({ status: 200, body: DEPOSITS });
    const queries = serverQueries(cms.transport);
    await queries.run(depositsApi.endpoints.getDeposits, 'ru');
    // As the server and then the browser seed their stores; the store's own transport is never used.
    const unused = readApi({ status: 500, body: null });
    const store = makeStore(undefined, { transport: unused.transport });
    try {
      store.dispatch(api.util.upsertQueryEntries(queries.answers() as never));
      expect(render(store)).to.equal('<p>Омонат Плюс, Надёжное будущее</p>');
      expect(unused.paths).to.deep.equal([]);
    } finally {
      // Upserted entries nobody subscribes to get RTK's removal timer; resetting clears it.
      store.dispatch(api.util.resetApiState());
    }
  });

  it('renders what an unseeded query shows before its data: loading, and no read', () => {
    const unused = readApi({ status: 500, body: null });
    const store = makeStore(undefined, { transport: unused.transport });
    expect(render(store)).to.equal('<p>loading</p>');
    expect(unused.paths).to.deep.equal([]);
  });

  it('hands a failed read to the loader as an error and gives the browser no answer for it', async () => {
    const cms = readApi({ status: 500, body: { error: { status: 500, message: 'CMS down' } } });
    const queries = serverQueries(cms.transport);
    const outcome = await queries.run(depositsApi.endpoints.getDeposits, 'ru');
    expect(outcome).to.deep.include({
      isError: true,
      error: { status: 500, message: 'CMS down' },
    });
    expect(queries.answers()).to.deep.equal([]);
  });

  it('gives a 404 as an empty answer (null), which the browser gets too', async () => {
    const cms = readApi({ status: 404, body: null });
    const queries = serverQueries(cms.transport);
    const outcome = await queries.run(depositsApi.endpoints.getDeposits, 'ru');
    expect(outcome).to.deep.include({ isError: false, data: null });
    expect(queries.answers()).to.deep.equal([
      { endpointName: 'getDeposits', arg: 'ru', value: null },
    ]);
  });

  it('says a read no loader waited for is still out until it answers, and whether one failed', async () => {
    let answer: (response: ReadResponse) => void = () => undefined;
    const held = new Promise<ReadResponse>((resolve) => (answer = resolve));
    const queries = serverQueries(() => held);
    void queries.run(depositsApi.endpoints.getDeposits, 'ru');
    expect(queries.pending()).to.equal(true);
    answer({ status: 500, body: { error: { status: 500, message: 'CMS down' } } });
    await queries.settled();
    expect(queries.pending()).to.equal(false);
    expect(queries.failed()).to.equal(true);
    expect(queries.answers()).to.deep.equal([]);
  });
});
