import type { LanderMember, Settings } from '@dating/shared-contracts/api';
import { notFound } from '../../lib/app-error';
import { mediaUrl } from '../../lib/media';
import { ageOn } from '../../lib/time';
import { isPrivateMediaKey } from '../media/media-store';
import { visibleFieldsOf } from '../members/profile.presenter';
import { type LanderMemberRepository } from './lander-member.repository';

/** How many locked thumbnails and interests a lander shows at most. */
export const LOCKED_PHOTOS_SHOWN = 6;
export const INTERESTS_SHOWN = 8;

/** Shown beside the name (city, region) or not at all (country): never as a fact. */
const PLACE_FIELDS = new Set(['city', 'region', 'country']);

export type LanderSite = Pick<
  Settings,
  'cdn_prefix' | 'visible_profile_fields' | 'visible_profile_notes'
>;

/** A member lander's member (decision 0125): what a visitor may see of one member. */
export class LanderMemberService {
  constructor(
    private readonly repo: LanderMemberRepository,
    private readonly now: () => Date,
  ) {}

  /** The member as the domain shows them to visitors; 404 when they may not be shown. */
  async member(profileId: number, site: LanderSite): Promise<LanderMember> {
    const row = await this.repo.shown(profileId);
    if (!row) throw notFound();
    const [thumbnails, interests] = await Promise.all([
      this.repo.otherThumbnails(profileId, row.main_image_id),
      this.repo.interests(profileId, INTERESTS_SHOWN),
    ]);
    const url = (file: string) => mediaUrl(site.cdn_prefix, file);
    const visible = new Set(site.visible_profile_fields);
    const { filename, thumb_filename, match_filename } = row;
    // A main photo kept private (a locked one) is no photo for a visitor.
    const photoShown = filename && thumb_filename && match_filename && !isPrivateMediaKey(filename);
    return {
      id: String(row.id),
      name: row.name,
      age: ageOn(row.birth_date, this.now()),
      gender: row.gender,
      city: visible.has('city') ? row.city : null,
      region: visible.has('region') ? row.region : null,
      country: row.country,
      main_image: photoShown
        ? {
            url: url(filename),
            square_url: isPrivateMediaKey(match_filename) ? url(filename) : url(match_filename),
            thumb_url: url(thumb_filename),
          }
        : null,
      fields: visibleFieldsOf(row, site.visible_profile_fields).filter(
        ({ key }) => !PLACE_FIELDS.has(key),
      ),
      about: site.visible_profile_notes.includes('about') ? row.about : null,
      interests,
      locked_photos: thumbnails
        .slice(0, LOCKED_PHOTOS_SHOWN)
        .map((thumb) => ({ thumb_url: url(thumb) })),
      photo_count: thumbnails.length,
      fictional: row.is_fictional === 1,
    };
  }
}
