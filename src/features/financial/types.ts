import type { z } from 'zod';
import type * as S from './schemas.server';

export type CorrespondentAccount = z.infer<typeof S.CorrespondentAccount>;
export type InvestmentFund = z.infer<typeof S.InvestmentFund>;
