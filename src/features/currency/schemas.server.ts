import { z } from 'zod';

export const CurrencyRate = z
  .object({
    /** ISO 4217 code, e.g. USD. */
    code: z.string(),
    name: z.string(),
    /** Branch name, or null for the head office. */
    branch: z.string().nullable(),
    /** Central bank rate, sums per one unit. */
    cbRate: z.number(),
    buy: z.number(),
    sell: z.number(),
    /** ISO date the rates were set. */
    date: z.string(),
  })
  .meta({ id: 'CurrencyRate' });
