import { screen, within } from '@testing-library/react';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, aSiteSettings } from '@dating/shared-contracts/testing';
import * as app from '../../../app';

const mount = (user: ReturnType<typeof aSessionUser> | null) =>
  mountRemote(app, {
    remote: 'mfe-payments',
    path: '/premium',
    user,
    settings: aSiteSettings(),
  });

describe('premium', () => {
  it('shows a free member the benefits, the 46% claim and the way to buy credits', async () => {
    const remote = await mount(aSessionUser('Sanne', { paid_user: false }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Word Premium' })).toBeVisible();
    expect(screen.getByText('46% meer kans op een match')).toBeVisible();
    const benefits = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(benefits.map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        'Begin zoveel gesprekken als je wilt (gratis leden maximaal 2)',
        "Plaats tot 25 foto's in je profiel in plaats van 3",
      ]),
    );
    expect(screen.getByRole('link', { name: 'Word nu Premium' })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(screen.queryByText(/Je bent Premium/)).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('tells a paid member they are premium and offers more credits', async () => {
    const remote = await mount(aSessionUser('Sanne', { paid_user: true, credits: 42 }));

    expect(await screen.findByText('Je bent Premium. Je hebt nu 42 credits.')).toBeVisible();
    expect(screen.getByText('46% meer kans op een match')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Credits bijkopen' })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(screen.queryByRole('link', { name: 'Word nu Premium' })).not.toBeInTheDocument();
    await remote.unmount();
  });
});
