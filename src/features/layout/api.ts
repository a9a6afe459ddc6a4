import { injectReads, listRequest } from '@/lib/api/api-slice';
import type { Lang } from '@/lib/lang';
import type { SocialLink } from './types';

export const layoutApi = injectReads((build) => ({
  getSocialLink: build.query<SocialLink | null, Lang>({ query: listRequest('social-link') }),
}));

export const { useGetSocialLinkQuery } = layoutApi;
