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
    region: p.regions[code] ?? null,
    country: p.country,
    lat,
    lon,
  })),
);

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
