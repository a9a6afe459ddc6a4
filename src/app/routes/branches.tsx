import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { useGetBranchesQuery } from '@/features/branches/api';
import { BranchFinder } from '@/features/branches/components/branch-finder';
import { MetaPage } from '@/components/meta-page';
import { useLang } from '@/lib/use-lang';
import type { BranchesPageData } from '../loaders/branches';

const BADGE_REFRESH_MS = 60_000;

/** Badges start at the loader's instant (same on server and at hydration), then follow the clock. */
function useNow(): number {
  const { now: renderedAt } = useLoaderData() as BranchesPageData;
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // At once (the HTML may have waited in a cache or a background tab), then every minute.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, BADGE_REFRESH_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [renderedAt]);
  return now;
}

function BranchesPage() {
  const { data: branches = [] } = useGetBranchesQuery(useLang());
  return (
    <MetaPage>
      <BranchFinder branches={branches} now={useNow()} />
    </MetaPage>
  );
}

export { BranchesPage as Component };
