import { VISIBLE_LOCALES_BY_COUNTRY, visibleLocales } from '@dating/shared-contracts/locales';
import { siteEntryApplies } from '@dating/shared-contracts/site-entry';
import { visitorCountry, type CountrySettings } from '@dating/shared-contracts/api';
import { aSiteSettings } from '@dating/shared-contracts/testing';
import { createTestApp, type TestContext } from '../helper';

/**
 * One table, run against the shared rule (which the shell's language menu and site-entry
 * warning follow) and against the API's offer to a visitor (GET /api/credits.php).
 */
const CASES: readonly (CountrySettings & {
  readonly name: string;
  readonly country: string | null;
})[] = [
  {
    name: 'a visitor in Belgium (a Dutch browser changes nothing)',
    geoip_selected_country: null,
    geoip_country: 'BE',
    countries: ['NL', 'BE'],
    country: 'BE',
  },
  {
    name: 'a selected country over the geo-IP one',
    geoip_selected_country: 'de',
    geoip_country: 'NL',
    countries: ['NL'],
    country: 'DE',
  },
  {
    name: 'the domain’s first country when nothing else is known',
    geoip_selected_country: null,
    geoip_country: null,
    countries: ['DE', 'AT'],
    country: 'DE',
  },
  {
    name: 'a selected country without geo-IP',
    geoip_selected_country: 'BE',
    geoip_country: null,
    countries: ['NL'],
    country: 'BE',
  },
  {
    name: 'no country known',
    geoip_selected_country: null,
    geoip_country: null,
    countries: [],
    country: null,
  },
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe.each(CASES)('$name', ({ name: _name, country, ...settings }) => {
  it('by the shared rule, also for the language menu and the site-entry warning', () => {
    expect(visitorCountry(settings)).toBe(country);
    expect(visibleLocales(settings)).toEqual(
      (country && VISIBLE_LOCALES_BY_COUNTRY[country]) || [],
    );
    const entry = (enabled: string[]) =>
      siteEntryApplies({
        routeName: 'home',
        settings: {
          ...aSiteSettings(),
          ...settings,
          countries: [...settings.countries],
          enable_site_entry_popup: enabled,
        },
        loggedIn: false,
        accepted: false,
      });
    expect(entry(country ? [country] : [])).toBe(country !== null);
    expect(entry(['XX'])).toBe(false);
  });

  it('by the API, in its offer to a visitor (NL where no country is known)', async () => {
    const row = await ctx.app.db
      .selectFrom('site_settings')
      .select(['id', 'data'])
      .where('is_default', '=', 1)
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .updateTable('site_settings')
      .set({ data: JSON.stringify({ ...JSON.parse(row.data), ...settings }) })
      .where('id', '=', row.id)
      .execute();
    ctx.app.site.clearCache();
    try {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/credits.php',
        headers: { 'accept-language': 'nl-NL,nl;q=0.9' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().country).toBe(country ?? 'NL');
    } finally {
      await ctx.app.db
        .updateTable('site_settings')
        .set({ data: row.data })
        .where('id', '=', row.id)
        .execute();
      ctx.app.site.clearCache();
    }
  });
});
