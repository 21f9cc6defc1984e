import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, answer, type EndpointStub } from '@dating/shared-contracts/testing';
import type { SessionUser } from '@dating/shared-contracts';
import { endpoints, type PublicProfile } from '@dating/shared-contracts/api';
import * as app from '../../../app';

const aProfile = (overrides: Partial<PublicProfile> = {}): PublicProfile => ({
  id: '7',
  name: 'Sanne',
  age: 31,
  gender: 'female',
  sexuality: null,
  country: 'NL',
  region: 'Utrecht',
  city: 'Utrecht',
  hair_color: null,
  eye_color: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
  reason: null,
  about: null,
  fictional: false,
  interests: [],
  fields: [],
  main_image: null,
  images: [],
  liked: false,
  blocked: false,
  ...overrides,
});

/** The profile as the server holds it: a like or unlike changes what the next GET answers. */
function serverProfile(liked: boolean) {
  const state = { liked };
  const profile = jest.fn(async () => ({ profile: aProfile({ liked: state.liked }) }));
  return { state, profile };
}

const likeButton = () => screen.findByRole('button', { name: /Vind ik leuk|Geliket/ });

/** Profile 7 on its own page, for a logged-in member unless the test says visitor. */
const mountProfile = (api: readonly EndpointStub[], user: SessionUser | null = aSessionUser()) =>
  mountRemote(app, { remote: 'mfe-members', path: '/members/7', user, api });

describe('liking a profile', () => {
  it('likes through the API, then shows what the server answers after the profile is fetched again', async () => {
    const server = serverProfile(false);
    const like = jest.fn(async () => {
      server.state.liked = true;
      return { ok: true as const, match: false };
    });
    const remote = await mountProfile([
      answer(endpoints.members.profile, server.profile),
      answer(endpoints.members.like, like),
    ]);

    const button = await likeButton();
    expect(button).toHaveAccessibleName('Vind ik leuk');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);

    // The mutation invalidated the cached profile: it was fetched again and says liked.
    expect(await screen.findByRole('button', { name: 'Geliket' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(like).toHaveBeenCalledWith({ body: { profile_id: '7' } });
    expect(server.profile).toHaveBeenCalledTimes(2);
    expect(remote.events).toContainEqual({ type: 'like/given', profileId: '7' });
    expect(screen.queryByText(/match/)).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('says when a like makes a match', async () => {
    const server = serverProfile(false);
    const remote = await mountProfile([
      answer(endpoints.members.profile, server.profile),
      answer(endpoints.members.like, async () => {
        server.state.liked = true;
        return { ok: true as const, match: true };
      }),
    ]);
    await userEvent.click(await likeButton());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Het is een match! Jullie vinden elkaar leuk.',
    );
    await remote.unmount();
  });

  it('takes a like back', async () => {
    const server = serverProfile(true);
    const unlike = jest.fn(async () => {
      server.state.liked = false;
      return { ok: true as const };
    });
    const remote = await mountProfile([
      answer(endpoints.members.profile, server.profile),
      answer(endpoints.members.unlike, unlike),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Geliket' }));
    expect(await screen.findByRole('button', { name: 'Vind ik leuk' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(unlike).toHaveBeenCalledWith({ query: { profile_id: '7' } });
    expect(remote.events.some((event) => event.type === 'like/given')).toBe(false);
    expect(remote.events).toContainEqual({ type: 'session/refresh-requested' });
    await remote.unmount();
  });

  it('keeps the profile as it was and says so when the like fails', async () => {
    const server = serverProfile(false);
    const remote = await mountProfile([
      answer(endpoints.members.profile, server.profile),
      answer(endpoints.members.like, () => Promise.reject(new Error('network down'))),
    ]);
    await userEvent.click(await likeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dat lukte niet. Probeer het nog eens.',
    );
    expect(screen.getByRole('button', { name: 'Vind ik leuk' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(server.profile).toHaveBeenCalledTimes(1);
    await remote.unmount();
  });

  it('asks a visitor to sign up instead of calling the API', async () => {
    const server = serverProfile(false);
    const remote = await mountProfile([answer(endpoints.members.profile, server.profile)], null);
    await userEvent.click(await likeButton());
    expect(remote.events).toContainEqual({ type: 'modal/signup-requested' });
    await remote.unmount();
  });
});
