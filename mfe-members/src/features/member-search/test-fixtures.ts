import type { SiteSettings } from '@dating/shared-contracts';
import { aSiteSettings as baseSettings } from '@dating/shared-contracts/testing';
import type { ProfileCard, Region, SearchResponse } from '@dating/shared-contracts/api';

/** The shared settings fixture with both of the Dutch domain's countries and a description. */
export const aSiteSettings = (overrides: Partial<SiteSettings> = {}): SiteSettings =>
  baseSettings({
    countries: ['NL', 'BE'],
    description: 'Daten en chatten met singles uit Nederland en België.',
    ...overrides,
  });

export const aCard = (id: number, overrides: Partial<ProfileCard> = {}): ProfileCard => ({
  id: String(id),
  name: `Member ${id}`,
  age: 30 + (id % 10),
  gender: 'female',
  city: 'Utrecht',
  region: 'Utrecht',
  country: 'NL',
  main_image: { url: `/media/${id}.jpg`, thumb_url: `/media/${id}-t.jpg` },
  ...overrides,
});

/** A page of three cards (ids page*10 + 0..2) out of `count`. */
export const aPage = (page: number, overrides: Partial<SearchResponse> = {}): SearchResponse => ({
  profiles: [0, 1, 2].map((i) => aCard(page * 10 + i)),
  count: 6,
  page,
  per_page: 3,
  pages: 2,
  similar: [],
  similar_count: 0,
  ...overrides,
});

export const REGIONS: Region[] = [
  { id: '1', country: 'NL', code: 'UT', name: 'Utrecht', cities: ['Utrecht', 'Amersfoort'] },
  { id: '2', country: 'NL', code: 'NH', name: 'Noord-Holland', cities: ['Amsterdam'] },
  { id: '3', country: 'BE', code: 'VAN', name: 'Antwerpen', cities: ['Antwerpen'] },
  { id: '4', country: 'DE', code: 'BY', name: 'Bayern', cities: ['München'] },
];
