import type { z } from 'zod';
import type * as S from './schemas.server';

export type SocialLink = z.infer<typeof S.SocialLink>;

export type Audience = 'individuals' | 'juristic' | 'financial';
