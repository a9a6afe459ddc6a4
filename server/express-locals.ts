import type { FormActionData, FormResult } from '@/lib/forms/form-types';
import type { Lang } from '@/lib/lang';
import type { RequestContext } from './request-context';

/**
 * What a request's middleware leaves in `res.locals` for the handlers after it, declared once
 * (Express's documented way: its `Locals` interface) so that every reader is typed without a cast.
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express declares Locals in this namespace
  namespace Express {
    interface Locals {
      /** The request's context (server/request-context.ts). */
      requestContext?: RequestContext;
      /**
       * A page address that did not decode, as it was sent: its page is the 400, rendered at it
       * (server/middleware/normalize-path.ts).
       */
      badAddress?: string;
      /** The page's language (server/middleware/page-language.ts). */
      lang?: Lang;
      /** The metrics' route label, set by whatever answered (server/metrics.ts). */
      routeLabel?: string;
      /** The request joins a render already running, or a stale page (server/ssr/render-route.ts). */
      joinsRender?: boolean;
      /** The webhook's body was too large to read: a change to everything (server/api/cms-webhook.ts). */
      purgeAll?: boolean;
      /** A form's refusal decided before its handler (server/forms/intake.ts, request-guards.ts). */
      formProblem?: FormResult;
      /** The form's body was refused unread (server/forms/request-guards.ts). */
      formBodyRefused?: boolean;
      /** A plain form POST's outcome, for the page's route action (server/forms/page-forms.ts). */
      postedForm?: FormActionData;
    }
  }
}
