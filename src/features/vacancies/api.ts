import { injectReads, detailRequest, listRequest, type DetailArg } from '@/lib/api/api-slice';
import type { Lang } from '@/lib/lang';
import type { Vacancy } from './types';

export const vacanciesApi = injectReads((build) => ({
  getVacancies: build.query<Vacancy[], Lang>({ query: listRequest('vacancies') }),
  getVacancy: build.query<Vacancy | null, DetailArg>({ query: detailRequest('vacancies') }),
}));

export const { useGetVacanciesQuery, useGetVacancyQuery } = vacanciesApi;
