import { lazyWhenIdle } from '@/lib/idle-region';

/**
 * The home's content is links only (hero, quick links, product cards, rates, news, the online
 * banking banner), so it is an idle region (issue 24): the server renders it in full, and the
 * browser fetches its code and hydrates it once the page is idle after hydration, inside the
 * layout's Suspense region of <main>. The home's first load is the layout's alone.
 */
const HomePage = lazyWhenIdle(() => import('@/app/home-page').then((m) => m.HomePage));

function Home() {
  return <HomePage />;
}

export { Home as Component };
