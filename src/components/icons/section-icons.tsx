/** Icons of the menu sheets' sections and the home's quick links: none is on a page's first load. */
import { createIcon } from './create-icon';

export const TransferIcon = createIcon(
  'transfer',
  <path d="M4 8h14m-4-4 4 4-4 4M20 16H6m4-4-4 4 4 4" />,
);
export const BuildingIcon = createIcon(
  'building',
  <path d="M3 21h18M4 10h16M12 3l8 5H4l8-5zM6 10v8m4-8v8m4-8v8m4-8v8" />,
);
export const BriefcaseIcon = createIcon(
  'briefcase',
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18" />
  </>,
);
export const ExchangeIcon = createIcon(
  'exchange',
  <>
    <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8m0-5v5h-5M21 12a9 9 0 0 1-15.5 6.2L3 16m0 5v-5h5" />
  </>,
);
export const NewsIcon = createIcon(
  'news',
  <>
    <rect x="3" y="4" width="15" height="16" rx="2" />
    <path d="M18 8h3v10a2 2 0 0 1-2 2M7 8h7M7 12h7M7 16h4" />
  </>,
);
export const InfoIcon = createIcon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const HomeIcon = createIcon(
  'home',
  <path d="M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z" />,
);
export const UsersIcon = createIcon(
  'users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
  </>,
);
export const DocumentIcon = createIcon(
  'document',
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
export const ChartIcon = createIcon('chart', <path d="M4 20V10m6 10V4m6 16v-7m4 7H2" />);
