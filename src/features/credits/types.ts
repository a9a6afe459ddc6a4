import type { z } from 'zod';
import type * as S from './schemas.server';

export type CreditSummary = z.infer<typeof S.CreditSummary>;
export type Credit = z.infer<typeof S.Credit>;
