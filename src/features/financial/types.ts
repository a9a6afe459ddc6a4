export interface CorrespondentAccount {
  id: number;
  bank: string;
  currency: string;
  kind: 'loro' | 'nostro';
  /** City or country. */
  location: string;
  swift: string | null;
  website: string | null;
}

export interface InvestmentFund {
  id: number;
  name: string;
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  description: string | null;
  link: string | null;
}
