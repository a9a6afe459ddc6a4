import { FORM_ERROR } from './messages';
import type { FieldErrors, FormKind, FormResult } from './form-types';

interface RelayAnswer {
  id?: string;
  reference?: string;
  status?: 'delivered' | 'queued';
  codes?: FieldErrors;
}

/** Sends a form to the relay (`POST /api/forms/<kind>`); a network failure is the generic error of §8. */
export async function postForm(kind: FormKind, body: FormData): Promise<FormResult> {
  try {
    const response = await fetch(`/api/forms/${kind}`, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    });
    const answer = (await response.json().catch(() => ({}))) as RelayAnswer;
    if ((response.status === 201 || response.status === 202) && answer.id) {
      return {
        ok: true,
        status: response.status,
        id: answer.id,
        reference: answer.reference ?? '',
        state: answer.status ?? 'queued',
      };
    }
    return {
      ok: false,
      status: response.status,
      errors: answer.codes ?? { [FORM_ERROR]: 'errors.generic' },
    };
  } catch {
    return { ok: false, status: 0, errors: { [FORM_ERROR]: 'errors.generic' } };
  }
}
