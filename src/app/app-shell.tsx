import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { BrowserStrings, type PageStrings } from '@/lib/use-translation';
import { PublicConfigProvider, type PublicConfig } from '@/lib/public-config';
import { ContactModalProvider } from '@/features/contact/contact-modal-context';
import { RequestIdContext, type ServerRequest } from '@/lib/request-id';
import { PreviewContext } from '@/lib/preview-mode';
import type { AppStore, RootState } from './store';

function Translations(props: { i18n?: i18n; strings?: PageStrings; children: ReactNode }) {
  return props.i18n ? (
    <I18nextProvider i18n={props.i18n}>{props.children}</I18nextProvider>
  ) : (
    <BrowserStrings value={props.strings ?? null}>{props.children}</BrowserStrings>
  );
}

/** Providers shared by the server render and the browser hydration, in the same order. */
export function AppShell(props: {
  store: AppStore;
  /** The server's i18next; the browser translates with `strings` instead. */
  i18n?: i18n;
  strings?: PageStrings;
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
      <Translations i18n={props.i18n} strings={props.strings}>
        <PublicConfigProvider value={props.config}>
          <RequestIdContext value={props.request ?? null}>
            <PreviewContext value={props.preview ?? false}>
              <ContactModalProvider>{props.children}</ContactModalProvider>
            </PreviewContext>
          </RequestIdContext>
        </PublicConfigProvider>
      </Translations>
    </Provider>
  );
}
