import type { z } from 'zod';
import type * as S from './schemas.server';

export type TransferSummary = z.infer<typeof S.TransferSummary>;
export type Transfer = z.infer<typeof S.Transfer>;
