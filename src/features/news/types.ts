import type { z } from 'zod';
import type * as S from './schemas.server';

export type NewsItem = z.infer<typeof S.NewsItem>;
export type NewsCategory = z.infer<typeof S.NewsCategory>;
