import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import type { SiteSettings } from '@dating/shared-contracts';
import { aSessionUser } from '@dating/shared-contracts/testing';
import * as app from '../../../app';

const site = (countries: string[], geoip_country: string | null = null) =>
  ({ countries, geoip_country, geoip_selected_country: null }) as unknown as SiteSettings;

describe('language settings', () => {
  it("offers the visible locales of the site's country and asks the shell to switch", async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/lang-config',
      settings: site(['BE']),
      user: aSessionUser(),
    });

    const group = await screen.findByRole('group', { name: 'Taal van de site' });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['nl', 'fr', 'de']);
    expect(screen.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
    expect(screen.getByText('Je keuze wordt bij je account bewaard.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Français' }));

    expect(remote.events).toContainEqual({ type: 'locale/change-requested', locale: 'fr' });
    await remote.unmount();
  });

  it('follows the geo-IP country, and tells a visitor the choice stays on this device', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/lang-config',
      settings: site(['NL'], 'ch'),
    });

    await screen.findByRole('group', { name: 'Taal van de site' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'nl',
      'de',
      'it',
      'fr',
      'en',
    ]);
    expect(screen.getByText('Je keuze wordt op dit apparaat bewaard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/');
    await remote.unmount();
  });

  it('says so when the country has one language only', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/lang-config',
      settings: site(['NL']),
    });

    expect(
      await screen.findByText('Op deze site is alleen Nederlands beschikbaar.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await remote.unmount();
  });
});
