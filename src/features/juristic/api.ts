import { injectReads, detailRequest, listRequest, type DetailArg } from '@/lib/api/api-slice';
import type { Lang } from '@/lib/lang';
import type { CallToAction, LegalEntity, LegalEntitySummary, Promo } from './types';

export const juristicApi = injectReads((build) => ({
  getLegalEntities: build.query<LegalEntitySummary[], Lang>({
    query: listRequest('legal-entities'),
  }),
  getLegalEntity: build.query<LegalEntity | null, DetailArg>({
    query: detailRequest('legal-entities'),
  }),
  getLegalEntitySliders: build.query<Promo[], Lang>({
    query: listRequest('legal-entity-sliders'),
  }),
  getLegalEntityProducts: build.query<Promo[], Lang>({
    query: listRequest('legal-entity-recommended-products'),
  }),
  getLegalEntityCallToAction: build.query<CallToAction | null, Lang>({
    query: listRequest('legal-entity-call-to-action'),
  }),
}));

export const {
  useGetLegalEntitiesQuery,
  useGetLegalEntityQuery,
  useGetLegalEntitySlidersQuery,
  useGetLegalEntityProductsQuery,
  useGetLegalEntityCallToActionQuery,
} = juristicApi;
