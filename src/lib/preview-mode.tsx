import { createContext, useContext } from 'react';

/** The page shows an editor's preview of CMS drafts (the server found a valid preview cookie). */
export const PreviewContext = createContext(false);

export const usePreview = () => useContext(PreviewContext);

/** Ends the preview and comes back to `path` (server/preview/preview-router.ts). */
export const previewExitHref = (path: string) =>
  `/api/preview/exit?url=${encodeURIComponent(path)}`;
