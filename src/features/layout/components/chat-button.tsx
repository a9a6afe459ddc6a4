import { useTranslation } from 'react-i18next';
import { ChatIcon } from '@/components/icons/product-icons';
import { usePublicConfig } from '@/lib/public-config';
import { useChatEntry } from '../live-chat';

/**
 * The desktop chat entry (from 1024 px, where the bottom bar and its chat tab are hidden): shown
 * only when a live-chat widget is configured; the widget's script loads on the first press.
 */
export function ChatButton() {
  const { t } = useTranslation();
  const { liveChatScriptUrl } = usePublicConfig();
  const openChat = useChatEntry();
  if (!liveChatScriptUrl) return null;
  return (
    <button type="button" className="chat-button" onClick={openChat}>
      <ChatIcon size={24} />
      <span>{t('chat.open')}</span>
    </button>
  );
}
