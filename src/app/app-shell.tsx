import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { PublicConfigProvider, type PublicConfig } from '@/lib/public-config';
import { ContactModalProvider } from '@/features/contact/contact-modal-context';
import { RequestIdContext, type ServerRequest } from '@/lib/request-id';
import { PreviewContext } from '@/lib/preview-mode';
import type { AppStore, RootState } from './store';

/** Providers shared by the server render and the browser hydration, in the same order. */
export function AppShell(props: {
  store: AppStore;
  /** The request's i18next on the server; in the browser, the one started from the boot data. */
  i18n: i18n;
  config: PublicConfig;
  /**
   * The state the server rendered with. Hydration reads it instead of the live store, which may
   * already hold the visitor's rehydrated accessibility settings; React re-renders right after.
   */
  serverState?: RootState;
  /** The server request an error page was rendered for. */
  request?: ServerRequest | null;
  /** An editor's preview of CMS drafts. */
  preview?: boolean;
  children: ReactNode;
}) {
  return (
    <Provider store={props.store} serverState={props.serverState}>
      <I18nextProvider i18n={props.i18n}>
        <PublicConfigProvider value={props.config}>
          <RequestIdContext value={props.request ?? null}>
            <PreviewContext value={props.preview ?? false}>
              <ContactModalProvider>{props.children}</ContactModalProvider>
            </PreviewContext>
          </RequestIdContext>
        </PublicConfigProvider>
      </I18nextProvider>
    </Provider>
  );
}
