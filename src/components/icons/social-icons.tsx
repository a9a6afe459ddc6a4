import { createIcon } from './create-icon';

export const FacebookIcon = createIcon(
  'facebook',
  <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />,
  true,
);
export const TelegramIcon = createIcon(
  'telegram',
  <path d="M20.7 4.2 2.9 11.1c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.7 5.4c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.2-2.1 4.6 3.4c.8.5 1.4.2 1.6-.8L22 5.5c.3-1.3-.5-1.9-1.3-1.3zM8.8 13.8l8.6-5.4c.4-.3.8-.1.5.2l-7.1 6.4-.3 3z" />,
  true,
);
export const InstagramIcon = createIcon(
  'instagram',
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.2 6.8h.01" />
  </>,
);
