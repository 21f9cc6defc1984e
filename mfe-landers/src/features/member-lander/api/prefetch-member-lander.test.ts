import { createQueryClient } from '@dating/platform';
import { anApiError, answer, strictApiClient } from '@dating/shared-contracts/testing';
import { endpoints } from '@dating/shared-contracts/api';
import { aCard, aLanderMember } from '../testing/lander-member-fixtures';
import { landerMemberQuery } from './get-lander-member';
import { prefetchMemberLander } from './prefetch-member-lander';

const page = {
  profiles: [aCard('7', 'Noor')],
  count: 1,
  page: 1,
  per_page: 7,
  pages: 1,
  similar: [],
  similar_count: 0,
};

describe('prefetchMemberLander (what the server renders from)', () => {
  it('fetches the member, and the similar members only where the design shows them', async () => {
    const api = strictApiClient([
      answer(endpoints.landerMember.member, async () => ({ member: aLanderMember() })),
      answer(endpoints.members.search, async () => page),
    ]);
    const classic = createQueryClient();
    await prefetchMemberLander(classic, api, { id: '42', design: 'landing', search: '' });
    expect(classic.getQueryData(landerMemberQuery(api, { id: '42' }).queryKey)).toEqual({
      member: aLanderMember(),
    });
    expect(api.count(endpoints.members.search)).toBe(0);

    await prefetchMemberLander(createQueryClient(), api, {
      id: '42',
      design: 'landing3',
      search: '?ref=p&sub1=x',
    });
    expect(api.calls.at(-1)).toMatchObject({
      path: '/api/search.php',
      query: { per_page: 7, ref: 'p', gender: 'female', min_age: 29, max_age: 39 },
    });
  });

  it('fetches other members for the page of a member who is not shown', async () => {
    const api = strictApiClient([
      answer(endpoints.landerMember.member, () => Promise.reject(anApiError(404, 'not_found'))),
      answer(endpoints.members.search, async () => page),
    ]);
    await prefetchMemberLander(createQueryClient(), api, {
      id: '9',
      design: 'landing',
      search: '',
    });
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/search.php', query: { per_page: 7 } });
  });
});
