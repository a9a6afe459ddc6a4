import { Router, type RequestHandler, type Response } from 'express';
import { PAGES } from '@/app/routing/page-table';
import { HUMAN_CHECK_FIELD, type FormActionData, type FormKind } from '@/lib/forms/form-types';
import { LANGS, type Lang } from '@/lib/lang';
import { localePath } from '@/lib/paths';
import type { FormsService } from './forms-service';
import { intakeProblem } from './intake';
import { requestFields } from './request-input';

/** A plain form POST to this page, already validated and relayed: the page only shows it. */
export function postedForm(res: Response): FormActionData | undefined {
  return res.locals.postedForm;
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

/** The pages that take a plain form POST (page-table `form`), by path in every language. */
const FORM_PAGES = PAGES.flatMap(({ form, path }) =>
  form && path !== undefined
    ? LANGS.map((lang) => ({ path: localePath(lang, `/${path}`), form, lang }))
    : [],
);

/** The `Allow` header of a page's 405: a form page also takes POST. */
export function pageMethods(path: string): string {
  return FORM_PAGES.some((page) => page.path === path) ? 'GET, HEAD, POST' : 'GET, HEAD';
}

/**
 * Plain multipart POSTs to the pages that hold a form, for visitors without JavaScript: taken in
 * and relayed like the JSON relay's, then the page renders the outcome (`postedForm`). Any other
 * POST goes on to the page, whose route answers it 405.
 */
export function pageFormPosts(forms: FormsService): Router {
  const router = Router();
  for (const { path, form, lang } of FORM_PAGES)
    router.post(path, ...forms.intake(form, 'page'), relay(forms, form, lang));
  return router;
}
