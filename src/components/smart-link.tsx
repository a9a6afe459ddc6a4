import type { ReactNode } from 'react';
import { LocalLink } from './local-link';

/** CMS links: site paths become router links in the current language, others open in a new tab. */
export function SmartLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <LocalLink to={href} className={className}>
        {children}
      </LocalLink>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
