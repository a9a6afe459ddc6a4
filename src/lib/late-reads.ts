import { createContext, useContext } from 'react';

/**
 * Whether a read the page does not wait for (`startQuery`) is still out: only while the server
 * renders a streamed miss's shell (entry-server.tsx); in the browser and in a finished page, never.
 */
export const StillReading = createContext<(endpointName: string, arg: unknown) => boolean>(
  () => false,
);

export const useStillReading = (endpointName: string, arg: unknown) =>
  useContext(StillReading)(endpointName, arg);
