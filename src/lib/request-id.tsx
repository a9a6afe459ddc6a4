import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/** The id the server gave the request that rendered an error page, and that page's URL. */
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
  return request && request.url === location.pathname + location.search ? request.id : null;
}
