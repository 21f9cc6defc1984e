import type { Settings } from '@dating/shared-contracts/api';
import { notFound } from '../../lib/app-error';
import { nearestCity } from './geocode';
import { lowestMessageCents, packagesOfCountry } from '../payments/message-price';
import type { PaymentsRepository } from '../payments/payments.repository';
import { type SiteRepository } from './site.repository';

type PackageRow = Awaited<ReturnType<PaymentsRepository['activePackages']>>[number];

const CACHE_MS = 60_000;

interface Sites {
  readonly at: number;
  readonly byDomain: ReadonlyMap<string, Settings>;
  readonly fallback: Settings;
}

/** The domain a Host header names: lower case, without port and `www.`. */
export function domainOfHost(host: string | undefined): string {
  return (host ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
}

/**
 * The lowest price of a message per country, worked out from the packages on sale: the price
 * stated beside the credits must be one a member can really pay, so it is never typed by hand
 * (a typed minimum of € 1,50 once sat above every package's € 0,83–1,25). The setting's
 * countries choose which are listed; costs and currency are the packages'.
 */
function minimumMessageCosts(
  settings: Settings,
  packages: readonly PackageRow[],
): Settings['minimum_message_costs'] {
  const costs: Settings['minimum_message_costs'] = {};
  for (const country of Object.keys(settings.minimum_message_costs)) {
    const own = packagesOfCountry(packages, country);
    const cents = lowestMessageCents(own, settings.message_credits);
    if (cents !== null && own[0])
      costs[country] = { costs: cents / 100, currency: own[0].currency };
  }
  return costs;
}

/**
 * Settings by host, every request needs them (cdn_prefix). All configured domains are held
 * in memory for a minute and looked up there: the Host header is the client's to choose, so
 * an unknown host gets the default domain's settings and never a cache entry (or a query) of
 * its own.
 */
export class SiteService {
  private sites: Promise<Sites> | null = null;

  constructor(
    readonly repo: SiteRepository,
    /** The server's VAPID public key: one per server, not a per-domain setting. */
    private readonly pushPublicKey: string,
    /** The packages on sale, of which the lowest message price is worked out. */
    private readonly packages: Pick<PaymentsRepository, 'activePackages'>,
  ) {}

  async settingsFor(host: string | undefined): Promise<Settings> {
    const sites = await this.load();
    return sites.byDomain.get(domainOfHost(host)) ?? sites.fallback;
  }

  /** The configured domains (without `www.`): where the product's pages may come from. */
  async domains(): Promise<string[]> {
    return [...(await this.load()).byDomain.keys()];
  }

  /** The company behind the site, or null when none is set up. */
  findCompanyInfo() {
    return this.repo.companyInfo();
  }

  async companyInfo() {
    const companyinfo = await this.findCompanyInfo();
    if (!companyinfo) throw notFound();
    return companyinfo;
  }

  regions(country: string | undefined) {
    return this.repo.regions(country);
  }

  interests() {
    return this.repo.interests();
  }

  /** The nearest city of a position, with its region's id where the region is known. */
  async geocode(lat: number, lon: number) {
    const place = nearestCity(lat, lon);
    const region = place.region
      ? await this.repo.regionByName(place.country, place.region)
      : undefined;
    // The place only: its coordinates and the distance to it would echo the position.
    return {
      city: place.city,
      region: place.region,
      region_id: region ? String(region.id) : null,
      country: place.country,
    };
  }

  clearCache() {
    this.sites = null;
  }

  /** One load at a time; a failed one is not kept, so the next request tries again. */
  private load(): Promise<Sites> {
    const current = this.sites;
    if (current) {
      return current.then((sites) =>
        Date.now() - sites.at < CACHE_MS ? sites : this.reload(current),
      );
    }
    return this.reload(null);
  }

  private reload(stale: Promise<Sites> | null): Promise<Sites> {
    // Another request may have started the reload already.
    if (this.sites !== stale && this.sites !== null) return this.sites;
    const loading = this.read();
    this.sites = loading;
    loading.catch(() => {
      if (this.sites === loading) this.sites = null;
    });
    return loading;
  }

  private async read(): Promise<Sites> {
    const rows = await this.repo.allSettings();
    const packages = await this.packages.activePackages();
    const withKey = (settings: Settings) => ({
      ...settings,
      push_public_key: this.pushPublicKey,
      minimum_message_costs: minimumMessageCosts(settings, packages),
    });
    const byDomain = new Map(rows.map((row) => [row.domain, withKey(row.settings)]));
    const fallback = rows.find((row) => row.isDefault) ?? rows[0];
    if (!fallback) throw new Error('No site settings: the database has not been seeded');
    return { at: Date.now(), byDomain, fallback: withKey(fallback.settings) };
  }
}
