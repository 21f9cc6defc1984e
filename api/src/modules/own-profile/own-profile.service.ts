import {
  PROFILE_ATTRIBUTES,
  PROFILE_ATTRIBUTE_VALUES,
  SENSITIVE_ATTRIBUTES,
  type OwnProfile,
  type SensitiveAttribute,
  type UpdateOwnProfileBody,
} from '@dating/shared-contracts/api';
import type { UnitOfWork } from '../../db/unit-of-work';
import { authenticationRequired, type FieldError } from '../../lib/app-error';
import { failFields } from '../accounts/account-base';
import { birthDateProblem, nameProblem } from '../accounts/profile-rules';
import { nearestCity, placeOfCity } from '../site/geocode';
import { ConsentRepository } from './consent.repository';
import { OwnProfileRepository, type ProfileChanges } from './own-profile.repository';

type Location = NonNullable<UpdateOwnProfileBody['location']>;
type ProfileRow = NonNullable<Awaited<ReturnType<OwnProfileRepository['ofUser']>>>;

const invalid = (field: string): FieldError => ({ field, messageKey: 'field_invalid' });

/** What happens to the consents of sensitive attributes in one change. */
interface ConsentChanges {
  give: SensitiveAttribute[];
  withdraw: SensitiveAttribute[];
}

/**
 * The logged-in member's own profile: every field, read and changed. Every change is checked
 * first and all bad fields are answered at once; then the profile and its interests change
 * in one unit of work, or not at all.
 */
export class OwnProfileService {
  constructor(
    private readonly repo: OwnProfileRepository,
    private readonly consents: ConsentRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly now: () => Date,
  ) {}

  private async row(userId: number): Promise<ProfileRow> {
    const row = await this.repo.ofUser(userId);
    if (!row) throw authenticationRequired();
    return row;
  }

  async get(userId: number): Promise<OwnProfile> {
    const row = await this.row(userId);
    const consents = await this.consents.active(userId);
    return present(row, await this.repo.interestIds(row.id), consents);
  }

  async update(userId: number, body: UpdateOwnProfileBody): Promise<OwnProfile> {
    const row = await this.row(userId);
    const errors: FieldError[] = [];
    const changes: ProfileChanges = {};

    if (body.name !== undefined) {
      const problem = nameProblem(body.name, row.email);
      if (problem) errors.push(problem);
      else changes.name = body.name.trim();
    }
    if (body.birth_date !== undefined) {
      const problem = birthDateProblem(body.birth_date, this.now(), 'birth_date');
      if (problem) errors.push(problem);
      else changes.birth_date = body.birth_date;
    }
    if (body.gender !== undefined) changes.gender = body.gender;
    for (const field of PROFILE_ATTRIBUTES) {
      if (field === 'gender') continue;
      if (body[field] === undefined) continue;
      // Empty clears the field, as null does (the validator may coerce null to "").
      const value = body[field] || null;
      const allowed: readonly string[] = PROFILE_ATTRIBUTE_VALUES[field];
      if (value !== null && !allowed.includes(value)) errors.push(invalid(field));
      else changes[field] = value;
    }
    const consents = await this.consentChanges(userId, row, body, changes, errors);
    if (body.about !== undefined) changes.about = body.about?.trim() || null;

    const interestIds = body.interest_ids && [...new Set(body.interest_ids.map(Number))];
    if (interestIds && (await this.repo.countInterests(interestIds)) !== interestIds.length) {
      errors.push(invalid('interest_ids'));
    }
    if (body.location) {
      const place = await this.place(body.location);
      if (place) Object.assign(changes, place);
      else errors.push(invalid('location'));
    }
    if (errors.length > 0) failFields(errors);

    const now = this.now().toISOString();
    await this.unitOfWork.run(async (tx) => {
      const repo = new OwnProfileRepository(tx.db);
      const consentRepo = new ConsentRepository(tx.db);
      for (const purpose of consents.withdraw) await consentRepo.withdraw(userId, purpose, now);
      for (const purpose of consents.give) await consentRepo.give(userId, purpose, now);
      await repo.update(row.id, changes);
      if (interestIds) await repo.setInterests(row.id, interestIds);
    });
    return this.get(userId);
  }

  /**
   * A sensitive attribute is kept only under an explicit consent: given with the value (or
   * before), it stays; withdrawn, the value is erased with it; a value cleared ends the
   * consent too, so a consent never outlives what it was for. A value without a consent is
   * refused at its field, and nothing is saved.
   */
  private async consentChanges(
    userId: number,
    row: ProfileRow,
    body: UpdateOwnProfileBody,
    changes: ProfileChanges,
    errors: FieldError[],
  ): Promise<ConsentChanges> {
    const active = await this.consents.active(userId);
    const result: ConsentChanges = { give: [], withdraw: [] };
    for (const field of SENSITIVE_ATTRIBUTES) {
      const answer = body.consents?.[field];
      if (body[field] === undefined && answer === undefined) continue;
      if (answer === false) changes[field] = null;
      const value = changes[field] === undefined ? row[field] : changes[field];
      if (value === null) {
        if (active.has(field)) result.withdraw.push(field);
      } else if (answer === true && !active.has(field)) {
        result.give.push(field);
      } else if (!active.has(field)) {
        errors.push({ field, messageKey: 'consent_required' });
      }
    }
    return result;
  }

  /**
   * The coarse place of a location (decision 0112): a position becomes its nearest known
   * city and that city's centre; a region and city chosen by hand keep the city's name and
   * the centre of a known city. The position itself is never stored.
   */
  private async place(location: Location): Promise<ProfileChanges | null> {
    if ('lat' in location) {
      const city = nearestCity(location.lat, location.lon);
      const region = city.region
        ? await this.repo.regionByName(city.country, city.region)
        : undefined;
      return {
        country: city.country,
        region_id: region?.id ?? null,
        region: city.region,
        city: city.city,
        lat: city.lat,
        lon: city.lon,
      };
    }
    const region = await this.repo.region(Number(location.region_id));
    const name = location.city.trim();
    if (!region || name.length === 0) return null;
    const city = placeOfCity(region.country, region.code, name);
    return {
      country: region.country,
      region_id: region.id,
      region: region.name,
      city: city.city,
      lat: city.lat,
      lon: city.lon,
    };
  }
}

function present(
  row: ProfileRow,
  interestIds: number[],
  consents: Map<string, string>,
): OwnProfile {
  return {
    id: String(row.id),
    name: row.name,
    birth_date: row.birth_date,
    gender: row.gender,
    sexuality: row.sexuality,
    hair_color: row.hair_color,
    eye_color: row.eye_color,
    body_type: row.body_type,
    relationship_status: row.relationship_status,
    tattoos: row.tattoos,
    reason: row.reason,
    about: row.about,
    interest_ids: interestIds.map(String),
    country: row.country,
    region_id: row.region_id === null ? null : String(row.region_id),
    region: row.region,
    city: row.city,
    consents: { sexuality: consents.get('sexuality') ?? null },
  };
}
