import { act, screen } from '@testing-library/react';
import { mountRemote, type MountOptions } from '@dating/platform/testing';
import { anApiError, answer, type EndpointStub } from '@dating/shared-contracts/testing';
import {
  endpoints,
  type CallableEndpoint,
  type ProfileCard,
  type SearchQuery,
  type SearchResponse,
} from '@dating/shared-contracts/api';
import * as app from '../../../app';

/** No published lander: the page shows the document this release ships. */
export const notPublished = answer(endpoints.landers.lander, () => ({ lander: null }));

export const aMember = (id: number, name: string, age: number, city: string | null) =>
  ({
    id: String(id),
    name,
    age,
    gender: 'female',
    city,
    region: null,
    country: 'NL',
    main_image: { url: `/media/p/${id}.jpg`, thumb_url: `/media/p/${id}_t.jpg` },
  }) satisfies ProfileCard;

export const MEMBERS = [
  aMember(1, 'Anna', 34, 'Utrecht'),
  aMember(2, 'Bea', 29, 'Gouda'),
  aMember(3, 'Carla', 41, null),
];

export const aPage = (profiles: ProfileCard[], count = profiles.length): SearchResponse => ({
  profiles,
  count,
  count_capped: false,
  page: 1,
  per_page: 12,
  pages: 1,
  similar: [],
  similar_count: 0,
});

/** GET /api/search.php answering with these members, remembering what it was asked. */
export function searchFinds(profiles: ProfileCard[], count = profiles.length) {
  const asked: SearchQuery[] = [];
  const stub = answer(endpoints.members.search, async ({ query }) => {
    asked.push(query ?? {});
    return aPage(profiles, count);
  });
  return { stub, asked };
}

/**
 * An endpoint that refuses (search: a site without visitor search); `settled` resolves once
 * the page has had its answer, so a test sees the page after the failure, not before it.
 */
export function refusing(endpoint: CallableEndpoint = endpoints.members.search) {
  let refused = () => {};
  const answered = new Promise<void>((resolve) => (refused = resolve));
  const stub = answer(endpoint, () => {
    refused();
    return Promise.reject(anApiError(403, 'authentication_required'));
  });
  const settled = () => act(() => answered.then(() => new Promise((r) => setTimeout(r, 0))));
  return { stub, settled };
}

/** A built-in lander as a visitor opens it, with these endpoints answered. */
export function openLander(
  path: string,
  api: readonly EndpointStub[],
  options: Partial<MountOptions> = {},
) {
  return mountRemote(app, { remote: 'mfe-landers', path, api: [notPublished, ...api], ...options });
}

/**
 * A lander whose search is refused, as it stands once the refusal arrived: its headline and
 * its call to action are there (the test then checks what the design left out).
 */
export async function openWithoutMembers(path: string, headline: string) {
  const search = refusing();
  const remote = await openLander(path, [search.stub]);
  expect(await screen.findByRole('heading', { level: 1, name: headline })).toBeInTheDocument();
  await search.settled();
  expect(screen.getAllByRole('link', { name: 'Meld je gratis aan' })[0]).toHaveAttribute(
    'href',
    '/signup',
  );
  return remote;
}
