import { useContext } from 'react';
import { Link, UNSAFE_NavigationContext, type LinkProps } from 'react-router';
import { useLocalePath } from '@/lib/use-lang';

/**
 * A router link whose `to` is a language-free site path. Under the server's static router nothing
 * can be clicked, so it renders the anchor react-router's Link renders for a local path, without
 * resolving the path and building click and prefetch handlers for each of a page's links; the
 * browser hydrates the same markup with a real Link.
 */
export function LocalLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const href = useLocalePath()(to);
  const { static: onServer } = useContext(UNSAFE_NavigationContext);
  if (!onServer) return <Link to={href} {...props} />;
  const {
    discover,
    prefetch,
    relative,
    reloadDocument,
    replace,
    state,
    preventScrollReset,
    viewTransition,
    children,
    ...anchor
  } = props;
  return (
    <a {...anchor} href={href} data-discover={discover === 'none' ? undefined : 'true'}>
      {children}
    </a>
  );
}
