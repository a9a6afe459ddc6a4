import { useEffect } from 'react';
import { isRouteErrorResponse, useMatches, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { Logo } from '@/components/logo';
import { ArrowLeftIcon } from '@/components/icons/ui-icons';
import { LocalLink } from '@/components/local-link';
import { useLocalePath } from '@/lib/use-lang';
import { useRequestId } from '@/lib/request-id';
import { reloadAfterChunkError } from '../boot/chunk-reload';
import type { PageHandle } from './routes';

function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

const KINDS: Record<number, string> = {
  400: 'badRequest',
  404: 'notFound',
  405: 'methodNotAllowed',
};

/**
 * A 404's texts: those the matched page declares (the vacancy's, §5), else the status's. Read
 * from the route table, which the browser has as the server had it: the error's own data is not in
 * the boot data, and texts chosen from it hydrated as the generic 404 (React error #418).
 */
function useErrorTexts(status: number): string {
  const matches = useMatches();
  const own = matches
    .map((match) => (match.handle as PageHandle | undefined)?.notFoundTexts)
    .filter(Boolean)
    .pop();
  return status === 404 && own ? own : (KINDS[status] ?? 'server');
}

/**
 * §2.10: 400 with refresh, 404 with history back, 405 (a method a page does not take) says so,
 * anything else a server error; every one links home.
 */
export function ErrorView({ status, texts }: { status: number; texts?: string }) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const kind = KINDS[status] ?? 'server';
  const copy = texts ?? kind;
  const reqId = useRequestId();
  // A visitor who landed here directly has no history entry to go back to.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <section className={`error-page error-page--${kind}`} data-status={status}>
      <p className="error-page__code">{status}</p>
      <h1 className="error-page__title">{t(`${copy}.title`)}</h1>
      <p className="error-page__text">{t(`${copy}.text`)}</p>
      <div className="error-page__actions">
        {status === 400 && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => window.location.reload()}
          >
            {t('refresh')}
          </button>
        )}
        {status === 404 && (
          <button
            type="button"
            className="button button--primary error-page__back"
            onClick={goBack}
          >
            <ArrowLeftIcon size={18} />
            {t('back')}
          </button>
        )}
        <LocalLink className="button button--secondary" to="/">
          {t('home')}
        </LocalLink>
      </div>
      {reqId && <p className="error-page__request">{t('reqId', { id: reqId })}</p>}
    </section>
  );
}

/** When the error page itself cannot render: no data, no router, only a plain link home. */
function ErrorFallback() {
  const { t } = useTranslation('errors');
  const toLocal = useLocalePath();
  return (
    <section className="error-page error-page--fallback">
      <h1 className="error-page__title">{t('server.title')}</h1>
      <a className="button button--primary" href={toLocal('/')}>
        {t('home')}
      </a>
    </section>
  );
}

function useChunkReload(error: unknown) {
  useEffect(() => {
    reloadAfterChunkError(error);
  }, [error]);
}

/** Inside the audience layout: a page's loader or component failed. */
export function RouteErrorPage() {
  const error = useRouteError();
  useChunkReload(error);
  const status = errorStatus(error);
  const texts = useErrorTexts(status);
  return (
    <ErrorBoundary fallback={<ErrorFallback />}>
      <ErrorView status={status} texts={texts} />
    </ErrorBoundary>
  );
}

/** Shown when the layout itself cannot render (its data failed): logo, the error, a way home. */
export function RootErrorPage() {
  const { t } = useTranslation();
  const toLocal = useLocalePath();
  const error = useRouteError();
  useChunkReload(error);
  return (
    <div className="bare-page">
      <header className="bare-page__header">
        <a href={toLocal('/')} aria-label={`${t('site.name')}: ${t('site.home')}`}>
          <Logo name={t('site.name')} />
        </a>
      </header>
      <main id="main" className="bare-page__main">
        <ErrorBoundary fallback={<ErrorFallback />}>
          <ErrorView status={errorStatus(error)} />
        </ErrorBoundary>
      </main>
    </div>
  );
}
