import type { z } from 'zod';
import type * as S from './schemas.server';

export type StaticPage = z.infer<typeof S.StaticPage>;
