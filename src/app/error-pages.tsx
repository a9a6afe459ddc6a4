import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/lib/use-lang';

function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** §2.10: 400 with refresh, 404 with history back, anything else a server error. */
export function ErrorView({ status }: { status: number }) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const kind = status === 400 ? 'badRequest' : status === 404 ? 'notFound' : 'server';
  return (
    <section className="error-page" data-status={status}>
      <p className="error-page__code">{status}</p>
      <h1>{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.text`)}</p>
      {status === 400 && (
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('refresh')}
        </button>
      )}
      {status === 404 && (
        <button type="button" className="button" onClick={() => navigate(-1)}>
          {t('back')}
        </button>
      )}
    </section>
  );
}

export function RouteErrorPage() {
  return <ErrorView status={errorStatus(useRouteError())} />;
}

/** Shown when the layout itself cannot render: no data, only a way home. */
export function RootErrorPage() {
  const { t } = useTranslation('errors');
  const toLocal = useLocalePath();
  const status = errorStatus(useRouteError());
  return (
    <main className="error-page error-page--bare" data-status={status}>
      <p className="error-page__code">{status}</p>
      <h1>{t(status === 404 ? 'notFound.title' : 'server.title')}</h1>
      <p>{t(status === 404 ? 'notFound.text' : 'server.text')}</p>
      <a className="button" href={toLocal('/')}>
        {t('home')}
      </a>
    </main>
  );
}
