import { z } from 'zod';

export const SocialLink = z
  .object({
    facebook: z.string().nullable(),
    telegram: z.string().nullable(),
    instagram: z.string().nullable(),
    /** CMS `fax`: the call-centre short number. */
    callCentre: z.string().nullable(),
    /** CMS `sb_number`: the second phone. */
    secondPhone: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: 'SocialLink' });
