import { data } from 'react-router';
import type { FormKind } from '@/lib/forms/form-types';
import { newSubmissionKey } from '@/lib/forms/submission-key';
import type { DepsOf, LoaderContext, PageData } from '../routing/route-data';
import { pageMeta } from './helpers';

/** Gives the page's form its idempotency key (a double click or a resent POST is stored once). */
export function withFormKey(load: (ctx: LoaderContext) => Promise<PageData>) {
  return async (ctx: LoaderContext): Promise<PageData> => ({
    ...(await load(ctx)),
    formKey: newSubmissionKey(),
  });
}

export async function contactLoader({ t }: LoaderContext): Promise<PageData> {
  return { meta: pageMeta(t, 'contact') };
}

/**
 * A plain multipart POST to the page (no JavaScript): the server has relayed it already; the page
 * renders the thank-you message, or the form again with the messages and the values kept.
 */
export function formAction(depsOf: DepsOf, kind: FormKind) {
  return ({ context }: { context: unknown }) => {
    const posted = depsOf(context).forms?.posted;
    if (posted?.kind !== kind) throw data(null, { status: 405, statusText: 'Method Not Allowed' });
    return data(posted, { status: posted.result.status });
  };
}
