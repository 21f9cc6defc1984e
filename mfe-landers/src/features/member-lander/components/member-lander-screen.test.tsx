import { screen, waitFor, within } from '@testing-library/react';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, anApiError, answer } from '@dating/shared-contracts/testing';
import { endpoints, type LanderMember } from '@dating/shared-contracts/api';
import * as app from '../../../app';
import { aCard, aLanderMember } from '../testing/lander-member-fixtures';

const memberIs = (member: LanderMember) =>
  answer(endpoints.landerMember.member, async () => ({ member }));
const noSearch = answer(endpoints.members.search, () =>
  Promise.reject(anApiError(403, 'authentication_required')),
);

function open(path: string, api = [memberIs(aLanderMember()), noSearch]) {
  return mountRemote(app, { remote: 'mfe-landers', path, api });
}

describe('member lander', () => {
  it('shows a visitor the member: photo, name, age, place, facts, and the CTA to their signup with the traffic source', async () => {
    const remote = await open('/members/42/landing?network=ads&sub1=x&lander_preview=abc');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maak kennis met Sanne' }),
    ).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Foto van Sanne' });
    expect(photo).toHaveAttribute('src', '/media/p/42.jpg');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByText('Sanne, 34')).toBeInTheDocument();
    expect(screen.getByText(/Amersfoort, Utrecht/)).toBeInTheDocument();
    // The member is remembered (their invite signup) and only the traffic source goes along.
    const signup = '/members/42/signup?network=ads&sub1=x';
    expect(screen.getByRole('link', { name: 'Chat gratis met Sanne' })).toHaveAttribute(
      'href',
      signup,
    );
    expect(
      screen.getByRole('link', { name: /Meld je aan om alle foto's te zien/ }),
    ).toHaveAttribute('href', signup);
    expect(screen.getByRole('heading', { name: "Nog 3 foto's van Sanne" })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Kenmerken' });
    expect(within(facts).getByText('Op zoek naar')).toBeInTheDocument();
    expect(within(facts).getByText('Een relatie')).toBeInTheDocument();
    expect(screen.getByText('Ik hou van lange wandelingen langs de Eem.')).toBeInTheDocument();
    expect(screen.getByText('Koken')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('says so when the site runs the profile itself', async () => {
    const remote = await open('/members/42/landing', [
      memberIs(aLanderMember({ fictional: true })),
      noSearch,
    ]);
    expect(await screen.findByRole('note')).toHaveTextContent('Fictief profiel.');
    await remote.unmount();
  });

  it('shows an unknown member as not available, with other members and the way to them, still selling', async () => {
    const get = jest.fn(() => Promise.reject(anApiError(404, 'not_found')));
    const remote = await open('/members/999/landing3?ref=partner', [
      answer(endpoints.landerMember.member, get),
      answer(endpoints.members.search, async () => ({
        profiles: [aCard('5', 'Eva'), aCard('6', 'Lotte')],
        count: 2,
        page: 1,
        per_page: 7,
        pages: 1,
        similar: [],
        similar_count: 0,
      })),
    ]);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Dit profiel is niet (meer) beschikbaar',
      }),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith({ query: { id: '999' } });
    expect(screen.getByRole('link', { name: 'Bekijk andere leden' })).toHaveAttribute(
      'href',
      '/members?ref=partner',
    );
    expect(await screen.findByRole('link', { name: /Eva, 33/ })).toHaveAttribute(
      'href',
      '/members/5/landing3?ref=partner',
    );
    expect(screen.queryByRole('link', { name: /Chat gratis/ })).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('offers a retry when the member could not be loaded', async () => {
    const remote = await open('/members/42/landing', [
      answer(endpoints.landerMember.member, () =>
        Promise.reject(anApiError(500, 'internal_error')),
      ),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('kon niet worden geladen');
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    await remote.unmount();
  });

  it('sends a logged-in member to the real profile without selling a signup', async () => {
    const get = jest.fn(async () => ({ member: aLanderMember() }));
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/members/42/landing2/chat?network=ads',
      user: aSessionUser(),
      api: [answer(endpoints.landerMember.member, get)],
    });
    await waitFor(() => expect(window.location.pathname).toBe('/members/42'));
    expect(get).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /Chat gratis/ })).not.toBeInTheDocument();
    await remote.unmount();
  });
});
