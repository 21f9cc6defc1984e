import type { CompanyInfo, Interest, Region, Settings } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';

/** Settings, company info, regions and interests: the site's reference data. */
export class SiteRepository {
  constructor(private readonly db: Db) {}

  /** Settings of a domain; the default domain's when the host is unknown. */
  async settingsFor(host: string | undefined): Promise<Settings | null> {
    const domain = (host ?? '')
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^www\./, '');
    const row =
      (domain
        ? await this.db
            .selectFrom('site_settings')
            .select('data')
            .where('domain', '=', domain)
            .executeTakeFirst()
        : undefined) ??
      (await this.db
        .selectFrom('site_settings')
        .select('data')
        .where('is_default', '=', 1)
        .executeTakeFirst());
    return row ? (JSON.parse(row.data) as Settings) : null;
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
    return rows.map((r) => ({ id: String(r.id), country: r.country, code: r.code, name: r.name }));
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
