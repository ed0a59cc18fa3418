import type { PositionLocation, SalaryRange } from '@portico/contracts';

/**
 * Display helpers of the job search and job pages. Dates are formatted in UTC so that the server render
 * and the browser agree (a visitor's time zone must not change the text React hydrates).
 */

export function placeText(location: PositionLocation): string {
  return [
    location.city,
    location.region && location.region !== location.city ? location.region : '',
    location.countryCode,
  ]
    .filter(Boolean)
    .join(', ');
}

/** "Berlin, BE, DE", "Berlin, DE + 2 more", "Remote" or "Remote · Berlin, DE". */
export function locationsText(
  locations: readonly PositionLocation[],
  isRemote: boolean,
  t: (key: string, opts?: Record<string, unknown>) => string,
): string {
  const parts: string[] = [];
  if (isRemote) parts.push(t('card.remote'));
  const [first, ...rest] = locations;
  if (first) {
    const place = placeText(first);
    parts.push(rest.length > 0 ? t('card.morePlaces', { place, count: rest.length }) : place);
  }
  return parts.join(' · ');
}

/** "€60,000 – €80,000" (the period is added by the caller's text). */
export function salaryText(salary: SalaryRange, language: string): string {
  const money = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: 0,
  });
  return salary.min === salary.max
    ? money.format(salary.min)
    : `${money.format(salary.min)} – ${money.format(salary.max)}`;
}

export function distanceText(km: number, unit: 'km' | 'mi', language: string): string {
  const value = unit === 'mi' ? km / 1.609344 : km;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: unit === 'mi' ? 'mile' : 'kilometer',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

export function countText(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}

/** A count that may be only a lower bound (a capped or estimated count): "343+" then, "343" when it is exact. */
export function countLabel(count: number, lowerBound: boolean, language: string): string {
  return `${countText(count, language)}${lowerBound ? '+' : ''}`;
}
