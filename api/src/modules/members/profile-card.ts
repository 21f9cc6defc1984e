import type { ProfileCard } from '@dating/shared-contracts/api';
import type { CardRow } from './profile-card.query';
import { imageRef } from '../../lib/media';
import { ageOn } from '../../lib/time';
import { distanceFrom, type Centroid } from './distance';

/**
 * A card of a list. `from` is the viewer's city centre where the list says how far each
 * member is (null for visitors and viewers without a known city); lists that do not say it
 * leave it out.
 */
export function presentCard(
  row: CardRow,
  today: Date,
  cdnPrefix: string,
  from?: Centroid | null,
): ProfileCard {
  const image = imageRef(cdnPrefix, row);
  const card: ProfileCard = {
    id: String(row.id),
    name: row.name,
    age: ageOn(row.birth_date, today),
    gender: row.gender,
    city: row.city,
    region: row.region,
    country: row.country,
    main_image: image ? { url: image.url, thumb_url: image.thumb_url } : null,
    verified: row.verified_at !== null,
  };
  if (from !== undefined) card.distance = distanceFrom(from, row);
  return card;
}
