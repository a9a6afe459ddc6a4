import type { z } from 'zod';
import type * as S from './schemas.server';

export type PaymentScheme = z.infer<typeof S.PaymentScheme>;
export type CreditSummary = z.infer<typeof S.CreditSummary>;
export type Credit = z.infer<typeof S.Credit>;
