import type { ReactNode } from 'react';
import { usePageMeta } from '@/lib/use-page-meta';
import { PageHeader } from './page-header';

/** A page headed by the title and description its loader chose. */
export function MetaPage({ children, header }: { children: ReactNode; header?: ReactNode }) {
  const meta = usePageMeta();
  return (
    <>
      <PageHeader title={meta.title} lead={meta.description}>
        {header}
      </PageHeader>
      {children}
    </>
  );
}
