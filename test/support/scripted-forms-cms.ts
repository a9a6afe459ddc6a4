import { formsCms, type Failure } from './fake-cms-forms';
import type { FakeAnswer, FakeStrapi } from './fake-strapi';

/**
 * What the CMS does with one write (an upload or a create): `store` it, `fail` with a 500 before
 * storing, `store-then-fail` (the answer is lost), `hang` without storing, `store-then-hang`,
 * `store-slowly` (after SLOW_MS), or `refuse` it as invalid (a 400 that is not a duplicate key).
 */
export type Write =
  'store' | 'fail' | 'store-then-fail' | 'hang' | 'store-then-hang' | 'store-slowly' | 'refuse';

/** How long a `store-slowly` write takes. */
const SLOW_MS = 300;

const REFUSED: FakeAnswer = {
  status: 400,
  body: {
    data: null,
    error: { status: 400, name: 'ValidationError', message: 'phone is invalid', details: {} },
  },
};

const FAILURES: Record<Write, Failure> = {
  store: null,
  fail: 'before',
  'store-then-fail': 'after',
  hang: null,
  'store-then-hang': null,
  'store-slowly': null,
  refuse: null,
};

/**
 * The forms CMS (fake-cms-forms.ts) on `server`, its writes answered as scripted: the scripted
 * ones in turn, then `otherwise` (`store` unless changed).
 */
export function scriptedFormsCms(server: FakeStrapi, version: 4 | 5) {
  let failure: Failure = null;
  const fake = formsCms(version, () => failure);
  const script: Write[] = [];
  let otherwise: Write = 'store';
  server.handle(async (request) => {
    if (request.method !== 'POST') return fake.handler(request);
    const write = script.shift() ?? otherwise;
    if (write === 'refuse') return REFUSED;
    if (write === 'hang') return 'hang';
    if (write === 'store-slowly') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    failure = FAILURES[write];
    const answer = await fake.handler(request);
    return write === 'store-then-hang' ? 'hang' : answer;
  });
  return {
    records: fake.records,
    uploads: fake.uploads,
    /** The next writes, in turn. */
    next: (...writes: Write[]) => void script.push(...writes),
    /** Every write after the scripted ones. */
    otherwise: (write: Write) => void (otherwise = write),
    /** Creates the CMS was asked for (stored or not), uploads aside. */
    creates: () =>
      server.requests.filter(
        (request) => request.method === 'POST' && request.path !== '/api/upload',
      ).length,
  };
}

export type ScriptedFormsCms = ReturnType<typeof scriptedFormsCms>;
