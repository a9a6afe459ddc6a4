import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/components/local-link';
import { ArrowRightIcon } from '@/components/icons/link-icons';

/** A titled block of the home page with a link to the full list. */
export function HomeSection({
  title,
  more,
  children,
}: {
  title: string;
  more: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="home-section">
      <header className="home-section__header">
        <h2 className="home-section__title">{title}</h2>
        <LocalLink className="home-section__more" to={more}>
          {t('actions.all')}
          <ArrowRightIcon size={18} />
        </LocalLink>
      </header>
      {children}
    </section>
  );
}
