import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { previewExitHref, usePreview } from '@/lib/preview-mode';

/**
 * Tells an editor the page shows drafts, and ends the preview with a plain link (the server clears
 * the cookie and loads the same page again), so it works before and without JavaScript. The robots
 * meta (hoisted into <head> by React) keeps a preview that escapes the editor out of search engines.
 */
export function PreviewBar() {
  const preview = usePreview();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (!preview) return null;
  return (
    <div className="preview-bar">
      <meta name="robots" content="noindex" />
      <p className="preview-bar__text">{t('preview.notice')}</p>
      <a className="preview-bar__exit" href={previewExitHref(pathname + search)}>
        {t('preview.exit')}
      </a>
    </div>
  );
}
