import { createIcon } from './create-icon';

export const CardIcon = createIcon(
  'card',
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
    <path d="M3 10h18M7 15h4" />
  </>,
);
export const DepositIcon = createIcon(
  'deposit',
  <>
    <path d="M19 10.5c0-3.6-3.1-6-7-6s-7 2.4-7 6c0 2 1 3.7 2.5 4.8V19h3v-2h3v2h3v-3.7c1-.7 1.8-1.6 2.2-2.8H21v-3h-1.9" />
    <path d="M9.5 8.5h4" />
  </>,
);
export const CreditIcon = createIcon(
  'credit',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15 9.2c-.6-.8-1.7-1.2-3-1.2-1.7 0-3 .9-3 2s1.3 1.7 3 2 3 .9 3 2-1.3 2-3 2c-1.3 0-2.4-.4-3-1.2M12 6.5V8m0 8v1.5" />
  </>,
);
export const ChatIcon = createIcon(
  'chat',
  <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4A8 8 0 1 1 20 12zM8.5 12h.01M12 12h.01M15.5 12h.01" />,
);
