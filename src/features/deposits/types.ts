import type { z } from 'zod';
import type * as S from './schemas.server';

export type Currency = z.infer<typeof S.Currency>;
export type DepositSummary = z.infer<typeof S.DepositSummary>;
export type Deposit = z.infer<typeof S.Deposit>;
