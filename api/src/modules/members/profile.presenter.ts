import type { Distance, PublicProfile } from '@dating/shared-contracts/api';
import { imageRef, mediaUrl } from '../../lib/media';
import { ageOn } from '../../lib/time';
import type { MediaSigner } from '../media/media-signer';
import { isPrivateMediaKey } from '../media/media-store';
import type { MembersRepository } from './members.repository';

type ProfileRow = NonNullable<Awaited<ReturnType<MembersRepository['profile']>>>;

/** The profile's columns a domain may list in `visible_profile_fields`. */
const PROFILE_FIELDS = [
  'gender',
  'sexuality',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'tattoos',
  'reason',
  'region',
  'city',
  'country',
] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The domain's visible fields that this profile has filled in, in the domain's order. */
export function visibleFieldsOf(
  row: Record<ProfileField, string | null>,
  visible: readonly string[],
): { key: string; value: string }[] {
  return visible
    .filter((key): key is ProfileField => (PROFILE_FIELDS as readonly string[]).includes(key))
    .flatMap((key) => (row[key] ? [{ key, value: row[key] }] : []));
}

/** What the profile answer needs beside the profile's row, from the viewer's side. */
export interface ProfileContext {
  images: Awaited<ReturnType<MembersRepository['images']>>;
  interests: Awaited<ReturnType<MembersRepository['interests']>>;
  visibleFields: readonly string[];
  cdnPrefix: string;
  today: Date;
  /** The viewer has paid, or it is their own profile: locked photos show in full. */
  lockedShown: boolean;
  signer: MediaSigner;
  liked: boolean;
  blocked: boolean;
  distance: Distance | null;
}

/** A member's public profile as the viewer may see it: nothing private of its owner. */
export function presentProfile(row: ProfileRow, context: ProfileContext): PublicProfile {
  return {
    id: String(row.id),
    name: row.name,
    age: ageOn(row.birth_date, context.today),
    gender: row.gender,
    sexuality: row.sexuality,
    country: row.country,
    region: row.region,
    city: row.city,
    hair_color: row.hair_color,
    eye_color: row.eye_color,
    body_type: row.body_type,
    relationship_status: row.relationship_status,
    tattoos: row.tattoos,
    reason: row.reason,
    about: row.about,
    fictional: row.is_fictional === 1,
    verified: row.verified_at !== null,
    interests: context.interests.map((i) => ({ id: String(i.id), slug: i.slug, name: i.name })),
    fields: visibleFieldsOf(row, context.visibleFields),
    main_image: imageRef(context.cdnPrefix, row),
    images: context.images.map((img) => {
      // Locked photos show only their thumbnail to members who have not paid. Their full
      // size is a private file: those entitled get a signed, expiring link, which skips
      // cdn_prefix because a shared cache must not keep it.
      const locked = img.locked === 1 && !context.lockedShown;
      return {
        id: String(img.id),
        url: locked
          ? mediaUrl(context.cdnPrefix, img.thumb_filename)
          : isPrivateMediaKey(img.filename)
            ? context.signer.signedPath(img.filename)
            : mediaUrl(context.cdnPrefix, img.filename),
        thumb_url: mediaUrl(context.cdnPrefix, img.thumb_filename),
        locked,
      };
    }),
    liked: context.liked,
    blocked: context.blocked,
    distance: context.distance,
  };
}
