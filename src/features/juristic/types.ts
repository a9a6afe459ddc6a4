import type { z } from 'zod';
import type * as S from './schemas.server';

export type LegalEntitySummary = z.infer<typeof S.LegalEntitySummary>;
export type LegalEntityCard = z.infer<typeof S.LegalEntityCard>;
export type LegalEntity = z.infer<typeof S.LegalEntity>;
export type Promo = z.infer<typeof S.Promo>;
export type CallToAction = z.infer<typeof S.CallToAction>;
