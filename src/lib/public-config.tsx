import { createContext, useContext, type ReactNode } from 'react';

/** Settings the browser may see (never secrets); the server fills them from its config. */
export interface PublicConfig {
  /** Public origin, for canonical and hreflang links. */
  publicUrl: string;
  internetBankingUrl: string;
  recaptchaSiteKey: string | null;
  yandexMapsApiKey: string | null;
  yandexMapsScriptUrl: string;
  liveChatScriptUrl: string | null;
  metricsCounterId: string | null;
}

const PublicConfigContext = createContext<PublicConfig | null>(null);

export function PublicConfigProvider({
  value,
  children,
}: {
  value: PublicConfig;
  children: ReactNode;
}) {
  return <PublicConfigContext.Provider value={value}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig {
  const value = useContext(PublicConfigContext);
  if (!value) throw new Error('usePublicConfig needs a PublicConfigProvider');
  return value;
}
