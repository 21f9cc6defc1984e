import { screen, within } from '@testing-library/react';
import { anApiError, answer } from '@dating/shared-contracts/testing';
import { endpoints, type Region, type SearchQuery } from '@dating/shared-contracts/api';
import { aSiteSettings } from '@dating/shared-contracts/testing';
import { aMember, aPage, openLander, refusing } from './block-test-kit';

const region = (id: string, country: string, code: string, name: string): Region => ({
  id,
  country,
  code,
  name,
  cities: [],
});
const REGIONS: Record<string, Region[]> = {
  NL: [
    region('1', 'NL', 'NH', 'Noord-Holland'),
    region('2', 'NL', 'UT', 'Utrecht'),
    region('3', 'NL', 'ZE', 'Zeeland'),
    region('4', 'NL', 'GR', 'Groningen'),
  ],
  BE: [region('20', 'BE', 'ANT', 'Antwerpen'), region('21', 'BE', 'LIE', 'Luik')],
};
const COUNTS: Record<string, number> = { '1': 1000, '2': 87, '3': 1, '4': 0, '20': 45, '21': 12 };

const regions = answer(endpoints.site.regions, async ({ query }) => ({
  regions: REGIONS[query?.country ?? ''] ?? [],
}));
const asked: SearchQuery[] = [];
/** Counts by region, each page with a member who names her city; Zeeland's search fails. */
const search = answer(endpoints.members.search, async ({ query }) => {
  asked.push(query ?? {});
  if (query?.region === '3') throw anApiError(500, 'internal_error');
  const page = aPage([aMember(7, 'Sanne', 31, 'Haarlem')], COUNTS[query?.region ?? ''] ?? 0);
  return { ...page, count_capped: query?.region === '1' };
});

describe('maplanding: members per region', () => {
  it('marks each region of the visitor country with its count, never a place', async () => {
    const remote = await openLander('/landers/maplanding?sub1=y', [regions, search], {
      settings: aSiteSettings({ geoip_country: 'NL' }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Singles bij jou in de buurt' }),
    ).toBeInTheDocument();
    for (const cta of screen.getAllByRole('link', { name: 'Meld je gratis aan' }))
      expect(cta).toHaveAttribute('href', '/signup?sub1=y');
    const map = screen.getByRole('figure', {
      name: 'Kaart van Nederland met het aantal leden per regio',
    });
    const markers = await within(map).findAllByRole('listitem');
    expect(markers.map((marker) => marker.textContent)).toEqual([
      '1.000+Noord-Holland: 1.000+ leden',
      '87Utrecht: 87 leden',
    ]);
    // A marker sits at its region's anchor: percentages of the map, no coordinates.
    expect(markers[0]!.getAttribute('style')).toMatch(/^left: [\d.]+%; top: [\d.]+%;$/);
    // Counts only: one card asked per region, and no member's name or city anywhere.
    expect(asked).toContainEqual({ country: 'NL', region: '1', per_page: 1 });
    expect(asked.every((query) => query.per_page === 1)).toBe(true);
    expect(document.body).not.toHaveTextContent(/Sanne|Haarlem/);
    const busiest = screen.getByRole('list', { name: "Drukste regio's" });
    expect(
      within(busiest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Noord-Holland1.000+ leden', 'Utrecht87 leden']);
    await remote.unmount();
  });

  it('shows Belgium on its belgie slug, counting in Belgium only', async () => {
    const remote = await openLander('/landers/maplanding/belgie', [regions, search], {
      settings: aSiteSettings({ geoip_country: 'NL' }),
    });

    const map = await screen.findByRole('figure', {
      name: 'Kaart van België met het aantal leden per regio',
    });
    expect(await within(map).findByText('Luik: 12 leden')).toBeInTheDocument();
    expect(within(map).getByText('Antwerpen: 45 leden')).toBeInTheDocument();
    await remote.unmount();
  });

  it('still sells when the regions do not load', async () => {
    const regionsFail = refusing(endpoints.site.regions);
    const remote = await openLander('/landers/maplanding', [regionsFail.stub, search]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Singles bij jou in de buurt' }),
    ).toBeInTheDocument();
    await regionsFail.settled();
    expect(screen.getByRole('figure', { name: /Kaart van Nederland/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Meld je gratis aan' })).toHaveLength(2);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await remote.unmount();
  });
});
