import { createIcon } from './create-icon';

export const SearchIcon = createIcon(
  'search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const CloseIcon = createIcon('close', <path d="M6 6l12 12M18 6 6 18" />);
export const ChevronDownIcon = createIcon('chevron-down', <path d="m6 9 6 6 6-6" />);
export const ArrowLeftIcon = createIcon('arrow-left', <path d="M19 12H5m6-6-6 6 6 6" />);
export const MenuIcon = createIcon('menu', <path d="M4 7h16M4 12h16M4 17h16" />);
export const GlobeIcon = createIcon(
  'globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </>,
);
export const EyeIcon = createIcon(
  'eye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const LocationIcon = createIcon(
  'location',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const LockIcon = createIcon(
  'lock',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);
export const WifiOffIcon = createIcon(
  'wifi-off',
  <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.5a10 10 0 0 1 4.2-2.4M19 12.5a10 10 0 0 0-2.6-1.8M2 8.8a15 15 0 0 1 4.6-2.9M22 8.8A15 15 0 0 0 11 5M12 20h.01" />,
);
