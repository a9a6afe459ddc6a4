import { expect } from 'chai';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore, renderStore, type AppStore, type RootState } from '../../src/app/store';
import { useGetDepositsQuery } from '../../src/features/deposits/api';

const FIELDS = [
  'status',
  'data',
  'currentData',
  'error',
  'isUninitialized',
  'isLoading',
  'isFetching',
  'isSuccess',
  'isError',
] as const;

/** What a component's first (server) render gets from the deposits hook under `store`. */
function hookResult(store: AppStore, skip = false) {
  let result: Record<string, unknown> = {};
  function Probe() {
    result = useGetDepositsQuery('ru', { skip }) as unknown as Record<string, unknown>;
    return null;
  }
  renderToString(createElement(Provider, { store, children: createElement(Probe) }));
  return result;
}

function firstRender(store: AppStore, skip = false) {
  const result = hookResult(store, skip);
  return Object.fromEntries(FIELDS.map((field) => [field, result[field]]));
}

/** A store of each kind over the same state: RTK's own, and the server render's seeded one. */
function stores(queries: Record<string, unknown>) {
  const neverAnswers = () => new Promise<never>(() => {});
  const empty = makeStore(undefined, { transport: neverAnswers }).getState();
  const state = { ...empty, api: { ...empty.api, queries } } as RootState;
  return {
    rtk: makeStore(state, { transport: neverAnswers }),
    seeded: renderStore(state),
  };
}

const DEPOSITS = [{ slug: 'omonat-plus' }];
const entry = { endpointName: 'getDeposits', requestId: 'server', originalArgs: 'ru' };

describe('query hooks under a seeded server store answer as RTK Query does', () => {
  it('a fulfilled entry: its data, loaded', () => {
    const { rtk, seeded } = stores({
      'getDeposits("ru")': { ...entry, status: 'fulfilled', data: DEPOSITS },
    });
    const expected = {
      status: 'fulfilled',
      data: DEPOSITS,
      currentData: DEPOSITS,
      error: undefined,
      isUninitialized: false,
      isLoading: false,
      isFetching: false,
      isSuccess: true,
      isError: false,
    };
    expect(firstRender(seeded)).to.deep.equal(expected);
    expect(firstRender(rtk)).to.deep.equal(expected);
  });

  it('a rejected entry: its error, no data', () => {
    const error = { status: 503, message: 'down' };
    const { rtk, seeded } = stores({
      'getDeposits("ru")': { ...entry, status: 'rejected', error },
    });
    const expected = {
      status: 'rejected',
      data: undefined,
      currentData: undefined,
      error,
      isUninitialized: false,
      isLoading: false,
      isFetching: false,
      isSuccess: false,
      isError: true,
    };
    expect(firstRender(seeded)).to.deep.equal(expected);
    expect(firstRender(rtk)).to.deep.equal(expected);
  });

  it('a query nobody seeded: about to load', () => {
    const { rtk, seeded } = stores({});
    const expected = {
      status: 'pending',
      data: undefined,
      currentData: undefined,
      error: undefined,
      isUninitialized: false,
      isLoading: true,
      isFetching: true,
      isSuccess: false,
      isError: false,
    };
    expect(firstRender(seeded)).to.deep.equal(expected);
    expect(firstRender(rtk)).to.deep.equal(expected);
  });

  it('reads the seeded state directly, not through RTK Query (which could refetch)', () => {
    const { seeded } = stores({
      'getDeposits("ru")': { ...entry, status: 'fulfilled', data: DEPOSITS },
    });
    const { refetch } = hookResult(seeded);
    expect(refetch).to.throw('A server render cannot refetch');
  });

  it('a skipped query: uninitialized', () => {
    const { rtk, seeded } = stores({
      'getDeposits("ru")': { ...entry, status: 'fulfilled', data: DEPOSITS },
    });
    const expected = {
      status: 'uninitialized',
      data: undefined,
      currentData: undefined,
      error: undefined,
      isUninitialized: true,
      isLoading: false,
      isFetching: false,
      isSuccess: false,
      isError: false,
    };
    expect(firstRender(seeded, true)).to.deep.equal(expected);
    expect(firstRender(rtk, true)).to.deep.equal(expected);
  });
});
