import { Router, type Request, type RequestHandler, type Response } from 'express';
import { PAGES } from '@/app/page-table';
import type { FormGateway } from '@/lib/forms/form-types';
import { LANGS } from '@/lib/lang';
import { localePath } from '@/lib/paths';
import type { FormsService } from './forms-service';
import { intakeProblem } from './intake';
import { fromFormData, toFormData } from './request-input';

/**
 * Plain multipart POSTs to the pages that hold a form (page-table `form`), for visitors
 * without JavaScript: the body is taken in like the relay's, then handed to the page's route
 * action as a Fetch FormData. Any other POST is a 405.
 */
export function pageFormPosts(forms: FormsService): Router {
  const router = Router();
  const handOver: RequestHandler = (req, res, next) => {
    res.locals.formBody = toFormData(req);
    next('router');
  };
  for (const page of PAGES) {
    if (!page.form || page.path === undefined) continue;
    const paths = LANGS.map((lang) => localePath(lang, `/${page.path}`));
    router.post(paths, ...forms.intake(page.form, 'page'), handOver);
  }
  router.post('/{*path}', (_req, res) => {
    res.status(405).set('Allow', 'GET, HEAD').type('text').send('Method Not Allowed');
  });
  return router;
}

/** The route action's way to the relay, bound to one request (its IP and any intake problem). */
export function pageFormGateway(forms: FormsService) {
  return (req: Request, res: Response): FormGateway => ({
    async submit(kind, body, lang) {
      return (
        intakeProblem(res) ??
        forms.handle({ kind, lang, ip: req.ip, ...(await fromFormData(body)) })
      );
    },
  });
}
