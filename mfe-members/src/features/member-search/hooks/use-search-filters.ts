import { useMemo } from 'react';
import { useSearchParams } from '@dating/platform/router';
import type { SearchQuery } from '@dating/shared-contracts/api';

/** The filters of the member search, as the URL holds them (gender, ages, country, region). */
export type SearchFilters = Pick<
  SearchQuery,
  'gender' | 'min_age' | 'max_age' | 'country' | 'region' | 'verified_only'
>;

const FILTER_KEYS = ['gender', 'min_age', 'max_age', 'country', 'region', 'verified_only'] as const;
export const MIN_AGE = 18;
export const MAX_AGE = 99;

const age = (value: string | null | undefined): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) ? Math.min(MAX_AGE, Math.max(MIN_AGE, n)) : undefined;
};

/**
 * The filters a URL asks for. Anything the API would refuse is left out, so a hand-edited or
 * old link still finds members instead of failing.
 */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const gender = params.get('gender');
  const country = params.get('country');
  const region = params.get('region');
  // Absent filters stay undefined: the query cache's keys and the API client skip them.
  return {
    gender: gender === 'male' || gender === 'female' ? gender : undefined,
    min_age: age(params.get('min_age')),
    max_age: age(params.get('max_age')),
    country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined,
    region: region && /^[1-9]\d{0,9}$/.test(region) ? region : undefined,
    verified_only: params.get('verified_only') === 'true' || undefined,
  };
}

/** Ages typed in a form, within what the API takes. */
export const ageInput = (value: string): number | undefined => age(value.trim());

/** The search a URL asks for: the filters, the page, and the visitor's traffic source. */
export function searchFromParams(params: URLSearchParams) {
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  // Only what is there: the query asks the API for exactly these.
  const source: { network?: string; ref?: string } = {};
  for (const key of ['network', 'ref'] as const) {
    const value = params.get(key);
    if (value) source[key] = value;
  }
  return { filters: filtersFromParams(params), page, source };
}

/**
 * The search state in the URL query of the page (shareable, kept on reload): the filters,
 * the page, and the visitor's traffic source, which other parameters leave alone. A change
 * of filters starts again at page 1.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);

  const setFilters = (next: SearchFilters) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const key of FILTER_KEYS) {
        const value = next[key];
        if (value === undefined || value === '') updated.delete(key);
        else updated.set(key, String(value));
      }
      updated.delete('page');
      return updated;
    });

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });

  return { ...search, setFilters, setPage };
}
