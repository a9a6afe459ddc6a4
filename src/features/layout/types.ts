export interface SocialLink {
  facebook: string | null;
  telegram: string | null;
  instagram: string | null;
  /** CMS `fax`: the call-centre short number. */
  callCentre: string | null;
  /** CMS `sb_number`: the second phone. */
  secondPhone: string | null;
  phone: string | null;
  address: string | null;
}

export type Audience = 'individuals' | 'juristic' | 'financial';
