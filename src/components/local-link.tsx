import { createElement, useContext } from 'react';
import { Link, NavLink, UNSAFE_NavigationContext, useLocation, type LinkProps } from 'react-router';
import { useLocalePath } from '@/lib/use-lang';

type LocalLinkProps = Omit<LinkProps, 'to'> & { to: string };

const useOnServer = () => useContext(UNSAFE_NavigationContext).static;

/** What Link takes for routing only; none of it is an attribute of the anchor. */
const ROUTING_PROPS = new Set([
  'discover',
  'prefetch',
  'relative',
  'reloadDocument',
  'replace',
  'state',
  'preventScrollReset',
  'viewTransition',
]);

/**
 * The anchor react-router's Link renders for a local path, attributes in its order, without its
 * click and prefetch handlers. One copy of the props, not rest-destructuring (a slow path in V8
 * for this many excluded keys), since a page has about a hundred links.
 */
function ServerAnchor({ href, props }: { href: string; props: Omit<LinkProps, 'to'> }) {
  const anchor: Record<string, unknown> = {};
  for (const key in props) {
    if (!ROUTING_PROPS.has(key)) anchor[key] = props[key as keyof typeof props];
  }
  anchor.href = href;
  anchor['data-discover'] = props.discover === 'none' ? undefined : 'true';
  return createElement('a', anchor);
}

/**
 * A router link whose `to` is a language-free site path. Under the server's static router nothing
 * can be clicked, so it renders the anchor react-router's Link renders for a local path, without
 * resolving the path and building click and prefetch handlers for each of a page's links; the
 * browser hydrates the same markup with a real Link. test/unit/local-link.match-react-router.test.ts
 * holds both components to react-router's own output for every prop the site passes.
 */
export function LocalLink({ to, ...props }: LocalLinkProps) {
  const href = useLocalePath()(to);
  if (!useOnServer()) return <Link to={href} {...props} />;
  return <ServerAnchor href={href} props={props} />;
}

/**
 * A LocalLink that marks the current page as NavLink does (`aria-current="page"` and the `active`
 * class when the location is the link's path, or below it unless `end`); the server computes the
 * same from the static router's location, the browser hydrates a real NavLink.
 */
export function LocalNavLink({
  to,
  end = false,
  className = '',
  ...props
}: Omit<LocalLinkProps, 'className'> & { end?: boolean; className?: string }) {
  const href = useLocalePath()(to);
  const { pathname } = useLocation();
  if (!useOnServer()) return <NavLink to={href} end={end} className={className} {...props} />;
  const here = pathname.toLowerCase();
  const target = href.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = here === target || (!end && here.startsWith(target) && here[slashAt] === '/');
  return (
    <ServerAnchor
      href={href}
      props={{
        ...props,
        'aria-current': active ? 'page' : undefined,
        className: active ? `${className} active`.trim() : className,
      }}
    />
  );
}
