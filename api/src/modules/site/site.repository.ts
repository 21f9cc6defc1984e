import type { CompanyInfo, Interest, Region, Settings } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import { citiesOf } from './geocode';

/** Settings, company info, regions and interests: the site's reference data. */
export class SiteRepository {
  constructor(private readonly db: Db) {}

  /**
   * Every configured domain's settings, and which is the default (the answer for a host no
   * domain claims). A handful of rows: the service keeps them all in memory.
   */
  async allSettings(): Promise<{ domain: string; isDefault: boolean; settings: Settings }[]> {
    const rows = await this.db
      .selectFrom('site_settings')
      .select(['domain', 'is_default', 'data'])
      .orderBy('domain')
      .execute();
    return rows.map((row) => ({
      domain: row.domain.toLowerCase(),
      isDefault: row.is_default === 1,
      settings: JSON.parse(row.data) as Settings,
    }));
  }

  async companyInfo(): Promise<CompanyInfo | null> {
    const row = await this.db
      .selectFrom('company_info')
      .selectAll()
      .orderBy('id')
      .executeTakeFirst();
    if (!row) return null;
    return {
      name: row.name,
      address: row.address,
      kvk: row.kvk,
      city: row.city,
      country: row.country,
      tradenames: JSON.parse(row.tradenames) as string[],
      vat_numbers: JSON.parse(row.vat_numbers) as string[],
      support_phone: row.support_phone,
      delete_discount: row.delete_discount,
      added: row.added,
    };
  }

  async regions(country?: string): Promise<Region[]> {
    let query = this.db.selectFrom('regions').selectAll().orderBy('country').orderBy('name');
    if (country) query = query.where('country', '=', country.toUpperCase());
    const rows = await query.execute();
    return rows.map((r) => ({
      id: String(r.id),
      country: r.country,
      code: r.code,
      name: r.name,
      cities: citiesOf(r.country, r.code).map((c) => c.city),
    }));
  }

  async interests(): Promise<Interest[]> {
    const rows = await this.db.selectFrom('interests').selectAll().orderBy('id').execute();
    return rows.map((r) => ({ id: String(r.id), slug: r.slug, name: r.name, icon: r.icon }));
  }

  async regionByName(country: string, name: string) {
    return this.db
      .selectFrom('regions')
      .selectAll()
      .where('country', '=', country)
      .where('name', '=', name)
      .executeTakeFirst();
  }
}
