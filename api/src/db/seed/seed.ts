import path from 'node:path';
import { sql, type Insertable, type Kysely } from 'kysely';
import { findRepoRoot } from '../../config';
import { hashPassword } from '../../modules/accounts/password';
import { LocalMediaStore } from '../../modules/media/local-media-store';
import type { MediaStore } from '../../modules/media/media-store';
import type { Database, ProfileTable } from '../database.types';
import { runTransaction } from '../transaction';
import { seedDemoAccount } from './demo-account';
import { STAFF_DEMO, seedStaffDemo } from './staff-demo';
import { ABOUT_LINES, ATTRIBUTES, FIRST_NAMES, INTERESTS, nameGroup } from './people.data';
import { generatePhotoPool } from './photos';
import { PLACES } from './places.data';
import { createRandom } from './random';
import { COMPANY, OTHER_DOMAINS, defaultSettings } from './site.data';

export interface SeedOptions {
  profiles: number;
  /** Where the photo pool goes; defaults to `<repo>/data/media` like MEDIA_DIR. */
  mediaDir?: string;
  /** Distinct generated photos reused across profiles (default 100). */
  photoPool?: number;
  /** Where the photos are written; a local store on mediaDir unless given. */
  store?: MediaStore;
  seed?: number;
  /** A staff admin and work in the moderators' inbox (development only, never production). */
  staffDemo?: boolean;
}

export interface SeedSummary {
  profiles: number;
  images: number;
  regions: number;
  interests: number;
}

/** Every seeded date is relative to this instant, so the same seed gives the same rows. */
export const SEED_BASE = new Date('2026-01-01T12:00:00.000Z');
const FRENCH_BE_REGIONS = new Set(['HAI', 'LIE', 'NAM', 'LUX', 'WBR']);

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('site_settings').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function insertChunked<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  chunk = 400,
) {
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
  }
}

/** How long the seed's one transaction may take. */
const SEED_TRANSACTION_MS = 10 * 60_000;

/** Fills an empty database: site, company, regions, interests, codes, members and the demo. */
export async function seedDatabase(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedSummary> {
  const random = createRandom(options.seed ?? 20260101);
  const base = SEED_BASE;
  const mediaDir = options.mediaDir ?? path.join(findRepoRoot(), 'data', 'media');
  const store = options.store ?? new LocalMediaStore(mediaDir);
  const photos = await generatePhotoPool(store, options.photoPool ?? 100);
  const passwordHash = await hashPassword('demo-password-1');

  // Every transaction has a deadline; a seed of 100,000 profiles takes seconds.
  return runTransaction(db, { timeoutMs: SEED_TRANSACTION_MS }, async (trx) => {
    const company = await trx
      .insertInto('company_info')
      .values({
        ...COMPANY,
        tradenames: JSON.stringify(COMPANY.tradenames),
        vat_numbers: JSON.stringify(COMPANY.vat_numbers),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const settings = defaultSettings(String(company.id));
    await trx
      .insertInto('site_settings')
      .values([
        { domain: settings.domain, is_default: 1, data: JSON.stringify(settings) },
        ...OTHER_DOMAINS.map((o) => ({
          domain: o.domain!,
          is_default: 0,
          data: JSON.stringify({ ...settings, ...o }),
        })),
      ])
      .execute();

    const regionRows = PLACES.flatMap((p) =>
      Object.entries(p.regions).map(([code, name]) => ({ country: p.country, code, name })),
    );
    await insertChunked(trx, 'regions', regionRows);
    const regionIds = new Map(
      (await trx.selectFrom('regions').selectAll().execute()).map((r) => [
        `${r.country}:${r.code}`,
        r.id,
      ]),
    );
    await insertChunked(
      trx,
      'interests',
      INTERESTS.map(([slug, name]) => ({
        slug,
        name,
        icon: `interest-${slug.replace(/_/g, '-')}`,
      })),
    );
    const interestIds = (
      await trx.selectFrom('interests').select('id').orderBy('id').execute()
    ).map((r) => r.id);

    const now = base.toISOString();
    await trx
      .insertInto('discount_codes')
      .values([
        {
          code: 'WELCOME25',
          country: null,
          user_id: null,
          expires_at: null,
          value_percentage: 25,
          currency: 'EUR',
          minimum_order_value: 0,
          status: 'active',
          once_per_user: 1,
          paymentmethods: '[]',
          created_at: now,
        },
        {
          code: 'ZOMER10',
          country: 'NL',
          user_id: null,
          expires_at: '2026-09-01T00:00:00.000Z',
          value_percentage: 10,
          currency: 'EUR',
          minimum_order_value: 20,
          status: 'active',
          once_per_user: 1,
          paymentmethods: '["ideal","bancontact"]',
          created_at: now,
        },
        {
          code: 'WINTER2024',
          country: null,
          user_id: null,
          expires_at: '2025-03-01T00:00:00.000Z',
          value_percentage: 15,
          currency: 'EUR',
          minimum_order_value: 0,
          status: 'active',
          once_per_user: 1,
          paymentmethods: '[]',
          created_at: now,
        },
      ])
      .execute();

    const profiles: Insertable<ProfileTable>[] = [];
    const images: { profileIndex: number; photo: (typeof photos)[number]; position: number }[] = [];
    const femalePhotos = photos.filter((p) => p.gender === 'female' && !p.locked);
    const malePhotos = photos.filter((p) => p.gender === 'male' && !p.locked);
    const lockedPhotos = {
      female: photos.filter((p) => p.gender === 'female' && p.locked),
      male: photos.filter((p) => p.gender === 'male' && p.locked),
    };
    for (let i = 0; i < options.profiles; i++) {
      const place = random.weighted(PLACES, (p) => p.weight);
      // Bigger cities come first in the list and get more members.
      const city = place.cities[Math.floor(random.next() ** 1.6 * place.cities.length)]!;
      const gender = random.next() < 0.5 ? 'female' : 'male';
      const language =
        place.country === 'BE' && FRENCH_BE_REGIONS.has(city[1]) ? 'fr' : place.language;
      const names = FIRST_NAMES[nameGroup(language)]!;
      const age = 18 + Math.floor(random.next() ** 1.25 * 52);
      const birth = new Date(base.getTime() - (age * 365.25 + random.int(1, 360)) * 86_400_000);
      profiles.push({
        user_id: null,
        name: random.pick(gender === 'female' ? names[0] : names[1]),
        gender,
        sexuality: random.pick(ATTRIBUTES.sexuality),
        birth_date: birth.toISOString().slice(0, 10),
        country: place.country,
        region_id: regionIds.get(`${place.country}:${city[1]}`) ?? null,
        region: place.regions[city[1]] ?? null,
        city: city[0],
        lat: Math.round((city[2] + (random.next() - 0.5) * 0.1) * 1000) / 1000,
        lon: Math.round((city[3] + (random.next() - 0.5) * 0.1) * 1000) / 1000,
        hair_color: random.pick(ATTRIBUTES.hair_color),
        eye_color: random.pick(ATTRIBUTES.eye_color),
        body_type: random.pick(ATTRIBUTES.body_type),
        relationship_status: random.pick(ATTRIBUTES.relationship_status),
        tattoos: random.pick(ATTRIBUTES.tattoos),
        reason: random.pick(ATTRIBUTES.reason),
        about: random.pick(language === 'nl' ? ABOUT_LINES.nl : ABOUT_LINES.other),
        status: 'active',
        is_fictional: random.next() < 0.15 ? 1 : 0,
        main_image_id: null,
        created_at: new Date(base.getTime() - i * 3_600_000).toISOString(),
        // Spread over the last 30 days without a draw of its own (the rest of the seed stays
        // as it was): the search ranks the recently active first.
        last_active_at: new Date(base.getTime() - ((i * 7919) % 43_200) * 60_000).toISOString(),
      });
      const pool = gender === 'female' ? femalePhotos : malePhotos;
      const count = random.next() < 0.08 || pool.length === 0 ? 0 : random.int(1, 4);
      const chosen = random.sample(pool, Math.min(count, pool.length));
      chosen.forEach((photo, position) => {
        // From the third photo on a photo is locked: its twin from the locked pool, picked
        // without another draw so that the rest of the seed stays the same.
        const locked = lockedPhotos[gender];
        const twin = locked[pool.indexOf(photo) % locked.length]!;
        images.push({ profileIndex: i, photo: position >= 2 ? twin : photo, position });
      });
    }
    // Ids follow insertion order on both databases: the profile ids are read back in order.
    await insertChunked(trx, 'profiles', profiles, 300);
    const profileIds = (
      await trx
        .selectFrom('profiles')
        .select('id')
        .where('user_id', 'is', null)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    await insertChunked(
      trx,
      'images',
      images.map((img) => ({
        profile_id: profileIds[img.profileIndex]!,
        filename: img.photo.filename,
        thumb_filename: img.photo.thumb_filename,
        match_filename: img.photo.match_filename,
        status: 'active' as const,
        locked: img.photo.locked ? 1 : 0,
        position: img.position,
        created_at: now,
      })),
    );
    await sql`update profiles set main_image_id = (select min(images.id) from images where images.profile_id = profiles.id and images.position = 0)`.execute(
      trx,
    );
    const links = profileIds.flatMap((profileId) =>
      random.sample(interestIds, random.int(3, 7)).map((interestId) => ({
        profile_id: profileId,
        interest_id: interestId,
      })),
    );
    await insertChunked(trx, 'profile_interests', links, 1000);

    await seedDemoAccount(trx, {
      passwordHash,
      profileIds,
      photo: malePhotos[0] ?? photos[0] ?? null,
      regionId: regionIds.get('NL:UT') ?? null,
      random,
    });
    if (options.staffDemo) {
      await seedStaffDemo(trx, {
        passwordHash: await hashPassword(STAFF_DEMO.password),
        profileIds,
        photo: femalePhotos[1] ?? photos[1] ?? null,
        now,
      });
    }

    return {
      profiles: profiles.length + 1,
      images: images.length,
      regions: regionRows.length,
      interests: interestIds.length,
    };
  });
}
