import type { z } from 'zod';
import type * as S from './content-schemas.server';

export type Media = z.infer<typeof S.Media>;
export type DocumentFile = z.infer<typeof S.DocumentFile>;
export type Faq = z.infer<typeof S.Faq>;
export type Advantage = z.infer<typeof S.Advantage>;
export type Rate = z.infer<typeof S.Rate>;
export type Translations = z.infer<typeof S.Translations>;
export type Entry = z.infer<typeof S.Entry>;
export type Page<T> = z.infer<typeof S.PageMeta> & { items: T[] };
