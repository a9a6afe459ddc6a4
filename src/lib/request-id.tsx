import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { pageSearch } from './page-query';

/** The id the server gave the request that rendered an error page, and the URL it rendered. */
export interface ServerRequest {
  id: string;
  url: string;
}

export const RequestIdContext = createContext<ServerRequest | null>(null);

/**
 * The request id to quote to support on a server-rendered error page. Pages rendered after a
 * client navigation have no server request of their own, so they show none.
 */
export function useRequestId(): string | null {
  const request = useContext(RequestIdContext);
  const location = useLocation();
  const url = location.pathname + pageSearch(location.pathname, location.search);
  return request && request.url === url ? request.id : null;
}
