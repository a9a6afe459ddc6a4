/** Icons of links and lists outside the header and the bottom bar: none is on a page's first load. */
import { createIcon } from './create-icon';

export const ChevronRightIcon = createIcon('chevron-right', <path d="m9 6 6 6-6 6" />);
export const ArrowRightIcon = createIcon('arrow-right', <path d="M5 12h14m-6-6 6 6-6 6" />);
export const CheckIcon = createIcon('check', <path d="m5 12.5 4.5 4.5L19 7.5" />);
export const PhoneIcon = createIcon(
  'phone',
  <path d="M5 4h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 6.1 6.1l1.4-2.3L20 15.5V19a2 2 0 0 1-2.2 2A17 17 0 0 1 3 6.2 2 2 0 0 1 5 4z" />,
);
export const ExternalIcon = createIcon(
  'external',
  <path d="M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
