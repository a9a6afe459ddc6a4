import { z } from 'zod';
import { DocumentFile, Entry, Media } from '@/lib/content-schemas.server';

export const LegalEntitySummary = Entry.extend({ name: z.string(), icon: Media.nullable() }).meta({
  id: 'LegalEntitySummary',
});

export const LegalEntityCard = z.object({
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  icon: Media.nullable(),
});

export const LegalEntity = LegalEntitySummary.extend({
  image: Media.nullable(),
  title: z.string(),
  description: z.string().nullable(),
  sections: z.array(z.object({ title: z.string(), text: z.string() })),
  documents: z.array(DocumentFile),
  cards: z.array(LegalEntityCard),
}).meta({ id: 'LegalEntity' });

export const Promo = z
  .object({
    id: z.int(),
    title: z.string(),
    text: z.string().nullable(),
    link: z.string().nullable(),
    image: Media.nullable(),
  })
  .meta({ id: 'Promo' });

export const CallToAction = z
  .object({
    title: z.string(),
    text: z.string().nullable(),
    buttonText: z.string(),
    link: z.string().nullable(),
  })
  .meta({ id: 'CallToAction' });
