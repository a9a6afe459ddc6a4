import type { Lang } from './lang';

interface Choice {
  value: string;
  label: string;
}

/** A region as the appeal form offers it: SOATO codes as values, the page language's names as labels. */
export interface PlaceOption extends Choice {
  cities: Choice[];
}

/** What every page loader returns: enough for the document head and the language switcher. */
export interface PageData {
  meta: { title: string; description?: string };
  /** The same page in other languages when it differs from swapping the prefix (details, filtered lists). */
  alternates?: Partial<Record<Lang, string>>;
  /** CMS key of the page's main entry when the URL does not carry it (static pages). */
  key?: string;
  /** A fresh idempotency key for the page's form, the same in the server HTML and after hydration. */
  formKey?: string;
  /** The appeal form's region and city choices in the page language. */
  places?: PlaceOption[];
  /** Absolute URL of the picture shared with the page (og:image). */
  image?: string;
  /** og:type when the page is not a plain `website` (news items are articles). */
  ogType?: 'article';
  /** schema.org description of the page's main entry, rendered as JSON-LD in the head. */
  jsonLd?: Record<string, unknown>;
}
