import type { PositionLocation } from '@portico/contracts';

/** A position's location as tests write it. */
export const place = (
  city: string,
  countryCode: string,
  country: string,
  lat: number,
  lng: number,
  region = '',
): PositionLocation => ({ city, region, country, countryCode, lat, lng });

/** Places the search and position tests share, with the distances they rely on. */
export const BERLIN = place('Berlin', 'DE', 'Germany', 52.52, 13.405);
/** About 27 km from Berlin. */
export const POTSDAM = place('Potsdam', 'DE', 'Germany', 52.3989, 13.0657);
/** About 500 km from Berlin. */
export const MUNICH = place('Munich', 'DE', 'Germany', 48.1374, 11.5755);
export const PARIS = place('Paris', 'FR', 'France', 48.8566, 2.3522);
