import { read } from './fake-cms-forms';
import type { FakeAnswer, FakeHandler, FakeRequest } from './fake-strapi';

/**
 * Strapi 5's refusal of a create whose `idempotency_key` is taken: from its own unique check,
 * and from the database's unique index too (cms/strapi/src/index.js gives both the same answer).
 */
export function keyTaken(key: string) {
  const message = 'This attribute must be unique';
  return {
    data: null,
    error: {
      status: 400,
      name: 'ValidationError',
      message,
      details: {
        errors: [{ path: ['idempotency_key'], message, name: 'ValidationError', value: key }],
      },
    },
  };
}

/**
 * A Strapi 5 stand-in for the forms (JSON creates) that writes each create `storeMs` after it
 * arrives, later than the relay's lease: the relay sends it again while the first is still being
 * written. `unique` on `idempotency_key` is checked as in cms/strapi: by Strapi when a create
 * arrives (a key already stored is refused at once), then by the database's unique index when the
 * row is written (a create that passed the first check while its twin was being written).
 */
export function lateStoringCms(storeMs: number) {
  /** The keys written, one row each: a second row is what the index refuses. */
  const stored = new Set<string>();
  let writing = 0;
  let refusedByIndex = 0;

  async function create(request: FakeRequest): Promise<FakeAnswer> {
    const { data } = JSON.parse(request.body.toString('utf8')) as {
      data: { idempotency_key: string };
    };
    const key = data.idempotency_key;
    if (stored.has(key)) return { status: 400, body: keyTaken(key) };
    writing += 1;
    await new Promise((resolve) => setTimeout(resolve, storeMs));
    writing -= 1;
    // What the index refuses: without it, this row was the second of its key.
    if (stored.has(key)) {
      refusedByIndex += 1;
      return { status: 400, body: keyTaken(key) };
    }
    stored.add(key);
    const entry = { id: stored.size, documentId: `doc${stored.size}`, ...data };
    return { status: 201, body: { data: entry, meta: {} } };
  }

  const handler: FakeHandler = (request) =>
    request.method === 'POST' ? create(request) : read(5, request);
  return {
    handler,
    stored,
    /** Creates still being written (each may yet be refused by the index). */
    writing: () => writing,
    /** Creates that passed Strapi's check and were refused by the index: rows stored twice without it. */
    refusedByIndex: () => refusedByIndex,
  };
}
