import { useCallback } from 'react';
import { useContactModal } from '@/features/contact/contact-modal-context';
import { usePublicConfig } from '@/lib/public-config';

/** The JivoChat widget API (window.jivo_api); a widget without it shows its own launcher once its script has run. */
interface ChatWindow {
  jivo_api?: { open(): unknown };
  jivo_onLoadCallback?: () => void;
}

let loading: Promise<void> | null = null;

function loadScript(url: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error(`live chat script failed to load: ${url}`));
    };
    document.head.append(script);
  });
  return loading;
}

async function openLiveChat(url: string): Promise<void> {
  await loadScript(url);
  const chat = window as ChatWindow;
  if (chat.jivo_api) chat.jivo_api.open();
  else chat.jivo_onLoadCallback = () => chat.jivo_api?.open();
}

/**
 * The chat entry (§2.7): the live-chat widget when the config names its script (loaded on first
 * use only), otherwise — or when the script cannot load — the contact modal.
 */
export function useChatEntry(): () => void {
  const { liveChatScriptUrl } = usePublicConfig();
  const contact = useContactModal();
  return useCallback(() => {
    if (!liveChatScriptUrl) return contact.open();
    openLiveChat(liveChatScriptUrl).catch(() => contact.open());
  }, [liveChatScriptUrl, contact]);
}
