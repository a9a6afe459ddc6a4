import { z } from 'zod';
import { Entry, Media, productDetails } from '@/lib/content-schemas.server';

export const CardSummary = Entry.extend({
  name: z.string(),
  image: Media.nullable(),
  /** CMS `create_price`, whole sums parsed from "15 000"; null when not a number. */
  issuePrice: z.number().nullable(),
  /** CMS `deposite_price` (spelling of the contract). */
  minBalance: z.number().nullable(),
}).meta({ id: 'CardSummary' });

export const Card = CardSummary.extend(productDetails).meta({ id: 'Card' });
