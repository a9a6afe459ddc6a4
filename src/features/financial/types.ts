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
  /** Markdown. */
  description: string | null;
  link: string | null;
}
