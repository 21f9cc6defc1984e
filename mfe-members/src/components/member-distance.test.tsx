import { screen, within } from '@testing-library/react';
import { mountRemote } from '@dating/platform/testing';
import { aPublicProfile, aSessionUser, answer } from '@dating/shared-contracts/testing';
import type { SiteSettings } from '@dating/shared-contracts';
import { endpoints, type PublicProfile } from '@dating/shared-contracts/api';
import * as app from '../app';
import { aCard, aPage, aSiteSettings } from '../features/member-search/test-fixtures';

const aProfile = (overrides: Partial<PublicProfile> = {}) =>
  aPublicProfile({ region: 'Noord-Holland', city: 'Haarlem', ...overrides });

// How far a member is, as the band the API gives (decision 0112): never a figure of its own.
describe('distances', () => {
  it('shows the band on the search cards, and nothing where the API has none', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/members',
      user: aSessionUser(),
      settings: aSiteSettings(),
      api: [
        answer(endpoints.members.search, async () =>
          aPage(1, {
            profiles: [
              aCard(10, { distance: { band: 'under', km: 5 } }),
              aCard(11, { city: 'Haarlem', distance: { band: 'about', km: 15 } }),
              aCard(12, { city: 'München', country: 'DE', distance: { band: 'over', km: 100 } }),
              aCard(13, { distance: null }),
            ],
          }),
        ),
      ],
    });
    const results = await screen.findByRole('list', { name: 'Zoekresultaten' });
    const card = (name: RegExp) => within(results).getByRole('link', { name });
    expect(card(/Member 10/)).toHaveTextContent('Utrecht, NL · minder dan 5 km');
    expect(card(/Member 11/)).toHaveTextContent('Haarlem, NL · ± 15 km');
    expect(card(/Member 12/)).toHaveTextContent('München, DE · meer dan 100 km');
    expect(card(/Member 13/)).toHaveTextContent(/Utrecht, NL$/);
    expect(card(/Member 13/)).not.toHaveTextContent('km');
    await remote.unmount();
  });

  it('shows the band on the profile and its related members', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/members/7',
      user: aSessionUser(),
      settings: { visible_profile_notes: [] } as unknown as SiteSettings,
      api: [
        answer(endpoints.members.profile, async () => ({
          profile: aProfile({ distance: { band: 'about', km: 20 } }),
        })),
        answer(endpoints.profileActions.related, async () => ({
          profiles: [aCard(20, { distance: { band: 'about', km: 60 } })],
          cams: [],
        })),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Sanne, 31' });
    expect(screen.getByText('± 20 km bij je vandaan')).toBeInTheDocument();
    const related = await screen.findByRole('region', { name: 'Vergelijkbare leden' });
    expect(within(related).getByRole('link', { name: /Member 20/ })).toHaveTextContent(
      'Utrecht, NL · ± 60 km',
    );
    await remote.unmount();
  });

  it('says nothing of a distance on a profile without one', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/members/7',
      user: null,
      settings: { visible_profile_notes: [] } as unknown as SiteSettings,
      api: [
        answer(endpoints.members.profile, async () => ({
          profile: aProfile({ distance: null }),
        })),
        answer(endpoints.profileActions.related, async () => ({ profiles: [], cams: [] })),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Sanne, 31' });
    expect(screen.getByRole('article')).not.toHaveTextContent('km');
    await remote.unmount();
  });
});
