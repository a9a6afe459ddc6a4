import type { z } from 'zod';
import type * as S from './schemas.server';

export type CardSummary = z.infer<typeof S.CardSummary>;
export type Card = z.infer<typeof S.Card>;
