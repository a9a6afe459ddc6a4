import { data } from 'react-router';
import { HUMAN_CHECK_FIELD, type FormActionData, type FormKind } from '@/lib/forms/form-types';
import { newSubmissionKey } from '@/lib/forms/submission-key';
import type { Lang } from '@/lib/lang';
import type { DepsOf, LoaderContext, PageData } from '../route-data';

/** Gives the page's form its idempotency key (a double click or a resent POST is stored once). */
export function withFormKey(load: (ctx: LoaderContext) => Promise<PageData>) {
  return async (ctx: LoaderContext): Promise<PageData> => ({
    ...(await load(ctx)),
    formKey: newSubmissionKey(),
  });
}

export async function contactLoader({ t }: LoaderContext): Promise<PageData> {
  return { meta: { title: t('forms:contact.title'), description: t('forms:contact.lead') } };
}

function keptValues(body: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of body) {
    if (typeof value === 'string' && name !== HUMAN_CHECK_FIELD) values[name] = value;
  }
  return values;
}

/**
 * A plain multipart POST to the page (no JavaScript): the server relays it and the page renders
 * the thank-you message, or the form again with the messages and the values kept.
 */
export function formAction(lang: Lang, depsOf: DepsOf, kind: FormKind) {
  return async ({ request, context }: { request: Request; context: unknown }) => {
    const { forms } = depsOf(context);
    if (!forms) throw data(null, { status: 405, statusText: 'Method Not Allowed' });
    const body = await request.formData();
    const result = await forms.submit(kind, body, lang);
    const outcome: FormActionData = { kind, result, values: result.ok ? {} : keptValues(body) };
    return data(outcome, { status: result.status });
  };
}
