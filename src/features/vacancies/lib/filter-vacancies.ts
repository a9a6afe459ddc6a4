import type { Vacancy } from '../types';

export interface VacancyFilter {
  /** A region's Uzbek name; empty for every region. */
  region: string;
  /** Text the title must contain; empty for any. */
  title: string;
}

/** Case and Uzbek apostrophe forms do not matter (`o'`, `oʻ` and `o‘` are one letter). */
function comparable(text: string): string {
  return text.toLocaleLowerCase().replace(/['‘’ʼʻ`]/g, '');
}

export function filterVacancies(vacancies: readonly Vacancy[], filter: VacancyFilter): Vacancy[] {
  const title = comparable(filter.title.trim());
  return vacancies.filter(
    (vacancy) =>
      (!filter.region || vacancy.region === filter.region) &&
      (!title || comparable(vacancy.title).includes(title)),
  );
}

/** The filter a vacancies URL asks for (`?region=…&title=…`). */
export function vacancyFilterFrom(params: URLSearchParams): VacancyFilter {
  return {
    region: params.get('region')?.trim() ?? '',
    title: params.get('title')?.slice(0, 100) ?? '',
  };
}
