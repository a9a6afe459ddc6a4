import { z } from 'zod';

export const CorrespondentAccount = z
  .object({
    id: z.int(),
    bank: z.string(),
    currency: z.string(),
    kind: z.enum(['loro', 'nostro']),
    /** City or country. */
    location: z.string(),
    swift: z.string().nullable(),
    website: z.string().nullable(),
  })
  .meta({ id: 'CorrespondentAccount' });

export const InvestmentFund = z
  .object({
    id: z.int(),
    name: z.string(),
    /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
    description: z.string().nullable(),
    link: z.string().nullable(),
  })
  .meta({ id: 'InvestmentFund' });
