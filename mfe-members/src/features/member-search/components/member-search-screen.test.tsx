import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, anApiError, answer } from '@dating/shared-contracts/testing';
import type { SessionUser, SiteSettings } from '@dating/shared-contracts';
import { endpoints, type SearchQuery, type SearchResponse } from '@dating/shared-contracts/api';
import * as app from '../../../app';
import { REGIONS, aCard, aPage, aSiteSettings } from '../test-fixtures';

/** A stub of GET /api/search.php answering per query. */
const searchWith = (answerFor: (query: SearchQuery) => Promise<SearchResponse>) =>
  jest.fn(({ query }: { query?: SearchQuery }) => answerFor(query ?? {}));
type Search = ReturnType<typeof searchWith>;

const regions = answer(endpoints.site.regions, async () => ({ regions: REGIONS }));

function mountSearch(
  search: Search,
  {
    path = '/members',
    user = aSessionUser(),
    settings = aSiteSettings(),
  }: { path?: string; user?: SessionUser | null; settings?: SiteSettings | null } = {},
) {
  return mountRemote(app, {
    remote: 'mfe-members',
    path,
    user,
    settings,
    api: [answer(endpoints.members.search, search), regions],
  });
}

const pages = () => searchWith(async (query) => aPage(query.page ?? 1));

describe('member search', () => {
  it('lists members and pages through them, each page kept once loaded', async () => {
    const search = pages();
    const remote = await mountSearch(search);

    const results = await screen.findByRole('list', { name: 'Zoekresultaten' });
    expect(within(results).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Member 10, 30/ })).toHaveAttribute(
      'href',
      '/members/10',
    );
    expect(screen.getByText('6 leden gevonden')).toBeInTheDocument();
    expect(await screen.findByText('Pagina 1 van 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('link', { name: /Member 20/ })).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');
    expect(search).toHaveBeenLastCalledWith({ query: { page: 2, per_page: 24 } });

    await userEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(await screen.findByRole('link', { name: /Member 10/ })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    // Page 1 came from the cache.
    expect(search).toHaveBeenCalledTimes(2);
    await remote.unmount();
  });

  it('applies the filters through the URL and starts again at page 1', async () => {
    const search = pages();
    const remote = await mountSearch(search, { path: '/members?page=2' });
    await screen.findByRole('list', { name: 'Zoekresultaten' });

    // The filters open on demand (their code loads then).
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = await screen.findByRole('search', { name: 'Zoekfilters' });
    await userEvent.selectOptions(within(form).getByLabelText('Geslacht'), 'Vrouwen');
    await userEvent.type(within(form).getByLabelText('Leeftijd vanaf'), '25');
    await userEvent.type(within(form).getByLabelText('Leeftijd tot en met'), '35');
    // The site's countries come first; a region needs a country.
    const country = within(form).getByLabelText('Land');
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alle landen', 'Nederland', 'België', 'Duitsland']);
    expect(within(form).getByLabelText('Regio')).toBeDisabled();
    await userEvent.selectOptions(country, 'Nederland');
    const region = within(form).getByLabelText('Regio');
    expect(
      within(region)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(["Alle regio's", 'Noord-Holland', 'Utrecht']);
    await userEvent.selectOptions(region, 'Utrecht');
    await userEvent.click(within(form).getByRole('button', { name: 'Zoeken' }));

    await screen.findByText('Pagina 1 van 2');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      gender: 'female',
      min_age: '25',
      max_age: '35',
      country: 'NL',
      region: '1',
    });
    expect(search).toHaveBeenLastCalledWith({
      query: {
        gender: 'female',
        min_age: 25,
        max_age: 35,
        country: 'NL',
        region: '1',
        page: 1,
        per_page: 24,
      },
    });

    expect(screen.getByRole('button', { name: 'Filters (5)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    await screen.findByText('Pagina 1 van 2');
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText('Geslacht')).toHaveValue('');
    await remote.unmount();
  });

  it('reads the filters and page of a shared link, leaving out what the API would refuse', async () => {
    const search = pages();
    const remote = await mountSearch(search, {
      path: '/members?gender=male&min_age=12&max_age=40&country=be&region=3&page=2&region_x=1',
    });
    await screen.findByRole('list', { name: 'Zoekresultaten' });
    expect(search).toHaveBeenCalledWith({
      query: {
        gender: 'male',
        min_age: 18,
        max_age: 40,
        country: 'BE',
        region: '3',
        page: 2,
        per_page: 24,
      },
    });
    // A link with filters opens them.
    expect(screen.getByRole('button', { name: 'Filters (5)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByLabelText('Geslacht')).toHaveValue('male');
    expect(screen.getByLabelText('Leeftijd vanaf')).toHaveValue(18);
    expect(screen.getByLabelText('Leeftijd tot en met')).toHaveValue(40);
    expect(screen.getByLabelText('Land')).toHaveValue('BE');
    expect(await screen.findByRole('option', { name: 'Antwerpen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Regio')).toHaveValue('3');
    await remote.unmount();
  });

  it('says 1000+ when the count is capped, and pages on without a total', async () => {
    const search = searchWith(async (query) =>
      aPage(query.page ?? 1, { count: 1000, count_capped: true, pages: 42 }),
    );
    const remote = await mountSearch(search, { path: '/members?page=42' });
    expect(await screen.findByText('1000+ leden gevonden')).toBeInTheDocument();
    expect(await screen.findByText('Pagina 42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();
    await remote.unmount();
  });

  it('shows similar members with their count when few match, and a way back when none do', async () => {
    const search = searchWith(async () =>
      aPage(1, {
        profiles: [],
        count: 0,
        pages: 0,
        similar: [aCard(51), aCard(52)],
        similar_count: 14,
      }),
    );
    const remote = await mountSearch(search, { path: '/members?country=NL&min_age=60' });
    expect(await screen.findByText('0 leden gevonden')).toBeInTheDocument();
    expect(screen.getByText('Niemand gevonden met deze filters.')).toBeInTheDocument();
    const similar = await screen.findByRole('list', { name: 'Vergelijkbare leden' });
    expect(within(similar).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('14 leden lijken op wat je zoekt')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Filters wissen' })).toBeInTheDocument();
    await remote.unmount();
  });

  it('says so when members cannot be loaded, and tries again', async () => {
    let fail = true;
    const search = searchWith(async () => {
      if (fail) throw new Error('down');
      return aPage(1);
    });
    const remote = await mountSearch(search);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De leden konden niet worden geladen',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('list', { name: 'Zoekresultaten' })).toBeInTheDocument();
    await remote.unmount();
  });
});

describe("a member's first page", () => {
  it('is asked for as the area mounts, before the screen is drawn, and only once', async () => {
    let drawnWhenAsked: boolean | null = null;
    const search = searchWith(async (query) => {
      drawnWhenAsked ??= screen.queryByRole('heading', { name: 'Leden zoeken' }) !== null;
      return aPage(query.page ?? 1);
    });
    const remote = await mountSearch(search, { path: '/members/?gender=female&page=2' });
    await screen.findByRole('list', { name: 'Zoekresultaten' });
    expect(drawnWhenAsked).toBe(false);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ query: { gender: 'female', page: 2, per_page: 24 } });
    await remote.unmount();
  });

  it('is not asked for when the area opens on another screen', async () => {
    const search = pages();
    const remote = await mountSearch(search, { path: '/members/12' });
    expect(search).not.toHaveBeenCalled();
    await remote.unmount();
  });
});

describe('member search for visitors', () => {
  it('searches where the site allows visitors to', async () => {
    const search = pages();
    const remote = await mountSearch(search, { user: null });
    expect(await screen.findByRole('list', { name: 'Zoekresultaten' })).toBeInTheDocument();
    await remote.unmount();
  });

  it('invites visitors to sign up or log in where it does not, without asking the API', async () => {
    const search = pages();
    const remote = await mountSearch(search, {
      user: null,
      settings: aSiteSettings({ logged_out_search: false }),
    });
    expect(screen.getByRole('heading', { name: 'Log in om leden te zoeken' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Gratis aanmelden' }));
    expect(remote.events).toContainEqual({ type: 'modal/signup-requested' });
    expect(search).not.toHaveBeenCalled();
    await remote.unmount();
  });

  it('lets visitors with a traffic source search where logged_out_search_trafficsource says so', async () => {
    const search = pages();
    const remote = await mountSearch(search, {
      user: null,
      path: '/members?network=ads&gender=female',
      settings: aSiteSettings({
        logged_out_search: false,
        logged_out_search_trafficsource: true,
      }),
    });
    await screen.findByRole('list', { name: 'Zoekresultaten' });
    expect(search).toHaveBeenCalledWith({
      query: { gender: 'female', page: 1, per_page: 24, network: 'ads' },
    });
    // Filters keep the traffic source in the URL.
    await userEvent.selectOptions(await screen.findByLabelText('Geslacht'), 'Mannen');
    await userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await screen.findByRole('list', { name: 'Zoekresultaten' });
    expect(new URLSearchParams(window.location.search).get('network')).toBe('ads');
    await remote.unmount();
  });

  it('invites instead of failing when the API asks for a login', async () => {
    const search = searchWith(async () => {
      throw anApiError(403, 'authentication_required');
    });
    const remote = await mountSearch(search, { user: null, settings: null });
    expect(
      await screen.findByRole('heading', { name: 'Log in om leden te zoeken' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await remote.unmount();
  });
});
