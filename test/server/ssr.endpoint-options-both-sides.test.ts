import { expect } from 'chai';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import request from 'supertest';
import { appForSuite } from '../support/start-app';
import { bootJson, visibleText } from '../support/html';
import { makeStore } from '../../src/app/store';
import { api, listRequest } from '../../src/lib/api/api-slice';
import type { QueryAnswer } from '../../src/lib/boot-data';
import type { Lang } from '../../src/lib/lang';
import { useGetDepositsQuery } from '../../src/features/deposits/api';
import type { DepositSummary } from '../../src/features/deposits/types';

type Transform = (deposits: DepositSummary[]) => DepositSummary[];

/** The deposits list endpoint as the feature declares it, with a transformResponse if given. */
const declareDeposits = (transformResponse?: Transform) =>
  api.injectEndpoints({
    overrideExisting: true,
    endpoints: (build) => ({
      getDeposits: build.query<DepositSummary[], Lang>({
        query: listRequest('deposits'),
        ...(transformResponse && { transformResponse }),
      }),
    }),
  });

/**
 * Issue 34: the server used to run each endpoint's `query` itself, so a transformResponse applied
 * in the browser only (the server saw the CMS's names, the browser the transformed ones). Both
 * sides now run the endpoint through RTK Query.
 */
describe('an endpoint option means the same on the server as in the browser', () => {
  const suite = appForSuite({ HTML_CACHE_TTL: '0' });
  before(() =>
    declareDeposits((deposits) =>
      deposits.map((deposit) => ({ ...deposit, name: deposit.name.toUpperCase() })),
    ),
  );
  after(() => declareDeposits());

  it('renders the transformed answer and hands the browser the same, which it hydrates with', async () => {
    const page = await request(suite.app).get('/ru/deposit');
    expect(page.status).to.equal(200);
    expect(visibleText(page.text)).to.include('ОМОНАТ ПЛЮС').and.not.to.include('Омонат Плюс');

    const { queries } = JSON.parse(bootJson(page.text)) as { queries: QueryAnswer[] };
    const deposits = queries.find((answer) => answer.endpointName === 'getDeposits');
    expect((deposits?.value as DepositSummary[]).map((deposit) => deposit.name)).to.include(
      'ОМОНАТ ПЛЮС',
    );

    // The browser's store, seeded from the boot data as src/app/boot/start-app.tsx seeds it.
    const reads: unknown[] = [];
    const store = makeStore(undefined, {
      transport: async (read) => (reads.push(read), { status: 500, body: null }),
    });
    try {
      store.dispatch(api.util.upsertQueryEntries(queries as never));
      const Names = () =>
        createElement('p', null, useGetDepositsQuery('ru').data?.[0]?.name ?? 'loading');
      const html = renderToString(
        createElement(Provider, { store, children: createElement(Names) }),
      );
      const first = (deposits?.value as DepositSummary[])[0]!.name;
      expect(first).to.equal(first.toUpperCase());
      expect(html).to.equal(`<p>${first}</p>`);
      expect(reads).to.deep.equal([]);
    } finally {
      store.dispatch(api.util.resetApiState());
    }
  });
});
