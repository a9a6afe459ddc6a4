import { Router, type RequestHandler, type Response } from 'express';
import { PAGES } from '@/app/page-table';
import { HUMAN_CHECK_FIELD, type FormActionData, type FormKind } from '@/lib/forms/form-types';
import { LANGS, type Lang } from '@/lib/lang';
import { localePath } from '@/lib/paths';
import type { FormsService } from './forms-service';
import { intakeProblem } from './intake';
import { requestFields } from './request-input';

/** A plain form POST to this page, already validated and relayed: the page only shows it. */
export function postedForm(res: Response): FormActionData | undefined {
  return res.locals.postedForm as FormActionData | undefined;
}

/** The text the visitor typed, to fill the form again: never files or the human-check token. */
function keptValues(fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const last: unknown = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last === 'string' && name !== HUMAN_CHECK_FIELD) values[name] = last;
  }
  return values;
}

/** Relays the body the intake took in, once; the page renders what came of it. */
function relay(forms: FormsService, kind: FormKind, lang: Lang): RequestHandler {
  return async (req, res, next) => {
    const { fields, files } = requestFields(req);
    const result =
      intakeProblem(res) ?? (await forms.handle({ kind, lang, ip: req.ip, fields, files }));
    const posted: FormActionData = { kind, result, values: result.ok ? {} : keptValues(fields) };
    res.locals.postedForm = posted;
    next('router');
  };
}

/**
 * Plain multipart POSTs to the pages that hold a form (page-table `form`), for visitors
 * without JavaScript: taken in and relayed like the JSON relay's, then the page renders the
 * outcome (`postedForm`). Any other POST is a 405.
 */
export function pageFormPosts(forms: FormsService): Router {
  const router = Router();
  for (const page of PAGES) {
    if (!page.form || page.path === undefined) continue;
    for (const lang of LANGS)
      router.post(
        localePath(lang, `/${page.path}`),
        ...forms.intake(page.form, 'page'),
        relay(forms, page.form, lang),
      );
  }
  router.post('/{*path}', (_req, res) => {
    res.status(405).set('Allow', 'GET, HEAD').type('text').send('Method Not Allowed');
  });
  return router;
}
