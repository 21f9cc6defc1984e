import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, answer } from '@dating/shared-contracts/testing';
import { endpoints } from '@dating/shared-contracts/api';
import * as app from '../../../app';
import { REGIONS, aPage, aSiteSettings } from '../../member-search/test-fixtures';

const api = (search = jest.fn(async () => aPage(1))) => [
  answer(endpoints.members.search, search),
  answer(endpoints.site.regions, async () => ({ regions: REGIONS })),
];

describe('home', () => {
  it('tells visitors what the site is and offers a free sign-up first, then new members', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/',
      user: null,
      settings: aSiteSettings(),
      api: api(),
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Liefdevol' });
    expect(title).toBeInTheDocument();
    expect(
      screen.getByText('Daten en chatten met singles uit Nederland en België.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gratis aanmelden' }));
    expect(remote.events).toContainEqual({ type: 'modal/signup-requested' });
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nieuwe leden' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Zoekresultaten' })).toBeInTheDocument();
    await remote.unmount();
  });

  it('shows visitors only the invitation where the site keeps its search for members', async () => {
    const search = jest.fn(async () => aPage(1));
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/',
      user: null,
      settings: aSiteSettings({ name: 'Herzlich', logged_out_search: false }),
      api: api(search),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Herzlich' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gratis aanmelden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
    await remote.unmount();
  });

  it('shows members their search', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/',
      user: aSessionUser(),
      settings: aSiteSettings(),
      api: api(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leden zoeken' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gratis aanmelden' })).not.toBeInTheDocument();
    await remote.unmount();
  });
});
