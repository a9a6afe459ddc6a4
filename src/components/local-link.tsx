import { Link, type LinkProps } from 'react-router';
import { useLocalePath } from '@/lib/use-lang';

/** A router link whose `to` is a language-free site path. */
export function LocalLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const toLocal = useLocalePath();
  return <Link to={toLocal(to)} {...props} />;
}
