import { screen } from '@testing-library/react';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser } from '@dating/shared-contracts/testing';
import type { SiteSettings } from '@dating/shared-contracts';
import * as app from '../../../app';

describe('activation pages', () => {
  it('tells a logged-in member the account is active and leads to the members', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/activate/done',
      user: aSessionUser(),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je account is geactiveerd' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de leden' })).toHaveAttribute('href', '/members');
    await remote.unmount();
  });

  it('explains a failed activation, with steps and the support address', async () => {
    const settings = { support_email: 'support@liefdevol.nl' } as SiteSettings;
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/activate/error',
      settings,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activeren mislukt' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Wat kun je doen?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@liefdevol.nl' })).toHaveAttribute(
      'href',
      'mailto:support@liefdevol.nl',
    );
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    await remote.unmount();
  });
});
