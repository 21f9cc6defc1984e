import type { Settings } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { nearestCity } from './geocode';
import { SiteRepository } from './site.repository';

const CACHE_MS = 60_000;
/** Hosts come from the Host header, which anyone can make up: the cache must stay small. */
const CACHE_HOSTS = 500;

/** Settings by host with a short in-process cache: every request needs them (cdn_prefix). */
export class SiteService {
  private readonly repo: SiteRepository;
  private readonly cache = new Map<string, { at: number; settings: Settings }>();

  constructor(
    db: Db,
    /** The server's VAPID public key: one per server, not a per-domain setting. */
    private readonly pushPublicKey: string,
  ) {
    this.repo = new SiteRepository(db);
  }

  async settingsFor(host: string | undefined): Promise<Settings> {
    const key = (host ?? '').toLowerCase();
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.settings;
    const stored = await this.repo.settingsFor(host);
    if (!stored) throw new Error('No site settings: the database has not been seeded');
    const settings = { ...stored, push_public_key: this.pushPublicKey };
    if (this.cache.size >= CACHE_HOSTS) this.cache.clear();
    this.cache.set(key, { at: Date.now(), settings });
    return settings;
  }

  async companyInfo() {
    const companyinfo = await this.repo.companyInfo();
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
    return { ...place, region_id: region ? String(region.id) : null };
  }

  clearCache() {
    this.cache.clear();
  }
}
