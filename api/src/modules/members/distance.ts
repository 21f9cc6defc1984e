import type { Distance } from '@dating/shared-contracts/api';
import { PLACES } from '../../db/seed/places.data';
import { distanceKm } from '../site/geocode';

/** A city's centre from the place list: the only position a distance between members uses. */
export interface Centroid {
  lat: number;
  lon: number;
}

/** A member's place as the profile names it. */
export interface Place {
  country: string;
  city: string | null;
}

const keyOf = (country: string, city: string) =>
  `${country.trim().toUpperCase()}:${city.trim().toLowerCase()}`;

/** Every known city's centre, by country and name, built once. */
const CENTROIDS = new Map<string, Centroid>(
  PLACES.flatMap((place) =>
    place.cities.map(([city, , lat, lon]) => [keyOf(place.country, city), { lat, lon }] as const),
  ),
);

/** The centre of a member's city; null when the city is not named or not in the list. */
export function centroidOf(place: Place | undefined | null): Centroid | null {
  if (!place?.city) return null;
  return CENTROIDS.get(keyOf(place.country, place.city)) ?? null;
}

/**
 * A distance as the band members see (decision 0112): under 5 km (the same city), then
 * rounded to the nearest 5 km up to 50 and to the nearest 10 km up to 100, then over 100 km.
 */
export function distanceBand(km: number): Distance {
  if (km < 5) return { band: 'under', km: 5 };
  if (km < 50) return { band: 'about', km: Math.round(km / 5) * 5 };
  if (km < 105) return { band: 'about', km: Math.round(km / 10) * 10 };
  return { band: 'over', km: 100 };
}

/** The band between the viewer's city centre and another member's city; null if unknown. */
export function distanceFrom(from: Centroid | null, to: Place): Distance | null {
  const centre = from && centroidOf(to);
  if (!from || !centre) return null;
  return distanceBand(distanceKm(from.lat, from.lon, centre.lat, centre.lon));
}
