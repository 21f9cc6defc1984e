import { PLACES } from '../../db/seed/places.data';

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points, in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(a));
}

const CITIES = PLACES.flatMap((p) =>
  p.cities.map(([city, code, lat, lon]) => ({
    city,
    code,
    region: p.regions[code] ?? null,
    country: p.country,
    lat,
    lon,
  })),
);

const CITIES_BY_REGION = new Map<string, typeof CITIES>();
for (const city of CITIES) {
  const key = `${city.country}:${city.code}`;
  CITIES_BY_REGION.set(key, [...(CITIES_BY_REGION.get(key) ?? []), city]);
}

/** The nearest known city to a point, from the local place list (no network). */
export function nearestCity(lat: number, lon: number) {
  let best = CITIES[0]!;
  let bestKm = Infinity;
  for (const city of CITIES) {
    const km = distanceKm(lat, lon, city.lat, city.lon);
    if (km < bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return { ...best, distance_km: Math.round(bestKm * 10) / 10 };
}

/** The known cities of a region (by its country and code), in the place list's order. */
export function citiesOf(country: string, regionCode: string) {
  return CITIES_BY_REGION.get(`${country}:${regionCode}`) ?? [];
}

/**
 * Where a city chosen by hand lies: the known city of that name in the region, else the
 * middle of the region's known cities, else nowhere known (null).
 */
export function placeOfCity(country: string, regionCode: string, city: string) {
  const known = citiesOf(country, regionCode);
  const match = known.find(
    (c) => c.city.localeCompare(city, undefined, { sensitivity: 'base' }) === 0,
  );
  if (match) return { city: match.city, lat: match.lat, lon: match.lon };
  if (known.length === 0) return { city, lat: null, lon: null };
  const mean = (pick: (c: (typeof known)[number]) => number) =>
    Math.round((known.reduce((sum, c) => sum + pick(c), 0) / known.length) * 100) / 100;
  return { city, lat: mean((c) => c.lat), lon: mean((c) => c.lon) };
}
