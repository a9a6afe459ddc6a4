import { api, listRequest } from '@/lib/api/api-slice';
import type { Lang } from '@/lib/lang';
import type { SocialLink } from './types';

export const layoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSocialLink: build.query<SocialLink | null, Lang>({ query: listRequest('social-link') }),
  }),
});

export const { useGetSocialLinkQuery } = layoutApi;
