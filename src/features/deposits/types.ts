import type { z } from 'zod';
import type * as S from './schemas.server';

export type Currency = z.infer<typeof S.Currency>;
export type Capitalisation = z.infer<typeof S.Capitalisation>;
export type TopUps = z.infer<typeof S.TopUps>;
export type DepositSummary = z.infer<typeof S.DepositSummary>;
export type Deposit = z.infer<typeof S.Deposit>;
