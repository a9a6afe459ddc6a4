import { WEEKDAYS, type Branch, type DayHours, type OpeningHours, type Weekday } from '../types';

const DAY_URLS: Record<Weekday, string> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

const spec = (days: Weekday[], opens: string, closes: string) => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: days.map((day) => DAY_URLS[day]),
  opens,
  closes,
});

/** A break splits the day in two; a close before the open runs past midnight (schema.org). */
function periods(hours: DayHours): [string, string][] {
  return hours.break
    ? [
        [hours.open, hours.break.from],
        [hours.break.to, hours.close],
      ]
    : [[hours.open, hours.close]];
}

export function openingHoursSpecification(hours: OpeningHours): Record<string, unknown>[] {
  if (hours.isAlwaysOpen) return [spec([...WEEKDAYS], '00:00', '23:59')];
  return WEEKDAYS.flatMap((day) => {
    const today = hours.days[day];
    return today ? periods(today).map(([opens, closes]) => spec([day], opens, closes)) : [];
  });
}

export interface BranchJsonLdContext {
  /** Absolute URL of the list page; each entry gets `#branch-<id>` on it. */
  pageUrl: string;
  bankName: string;
  regionName: (branch: Branch) => string | undefined;
}

/** One schema.org place per branch: BankOrCreditUnion for offices, AutomatedTeller for ATMs. */
export function branchJsonLd(branches: readonly Branch[], ctx: BranchJsonLdContext) {
  return {
    '@context': 'https://schema.org',
    '@graph': branches.map((branch) => ({
      '@type': branch.kind === 'atm' ? 'AutomatedTeller' : 'BankOrCreditUnion',
      '@id': `${ctx.pageUrl}#branch-${branch.id}`,
      name: branch.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: branch.address,
        ...(ctx.regionName(branch) ? { addressRegion: ctx.regionName(branch) } : {}),
        addressCountry: 'UZ',
      },
      geo: { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude },
      ...(branch.phone ? { telephone: branch.phone } : {}),
      ...(branch.hours
        ? { openingHoursSpecification: openingHoursSpecification(branch.hours) }
        : {}),
      parentOrganization: { '@type': 'BankOrCreditUnion', name: ctx.bankName },
    })),
  };
}
