import type { z } from 'zod';
import type * as S from './schemas.server';

export type CurrencyRate = z.infer<typeof S.CurrencyRate>;
