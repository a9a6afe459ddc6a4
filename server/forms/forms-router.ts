import { Router, type Response } from 'express';
import { FORM_KINDS, type FormResult } from '@/lib/forms/form-types';
import { FORM_ERROR } from '@/lib/forms/messages';
import type { Lang } from '@/lib/lang';
import type { FormsService } from './forms-service';
import { intakeProblem } from './intake';
import { requestFields } from './request-input';
import { requestLanguage } from '../language-detector';

function send(res: Response, result: FormResult, lang: Lang, forms: FormsService) {
  if (result.ok)
    return void res
      .status(result.status)
      .json({ id: result.id, reference: result.reference, status: result.state });
  if (result.retryAfterSeconds) res.set('Retry-After', String(result.retryAfterSeconds));
  const errors = forms.messages(lang, result.errors);
  const message = errors[FORM_ERROR] ?? Object.values(errors)[0];
  res
    .status(result.status)
    .json({ error: { status: result.status, message }, errors, codes: result.errors });
}

/**
 * POST /api/forms/appeal | vacancy-application | contact — for the site's forms and integrators.
 * 201 delivered or 202 queued with the submission id; errors with per-field messages in the
 * request's language (server/language-detector.ts) and their message keys.
 */
export function formsRouter(forms: FormsService): Router {
  const router = Router();
  for (const kind of FORM_KINDS) {
    router.post(`/${kind}`, ...forms.intake(kind, 'api'), async (req, res) => {
      const lang = requestLanguage('form', req);
      const result =
        intakeProblem(res) ??
        (await forms.handle({ kind, lang, ip: req.ip, ...requestFields(req) }));
      send(res, result, lang, forms);
    });
  }
  // Answered as a refused submission is, so a caller reads every refusal of the relay one way.
  router.all('/{*path}', (req, res) => {
    const result: FormResult = {
      ok: false,
      status: 404,
      errors: { [FORM_ERROR]: 'errors.unknownForm' },
    };
    send(res, result, requestLanguage('form', req), forms);
  });
  return router;
}
