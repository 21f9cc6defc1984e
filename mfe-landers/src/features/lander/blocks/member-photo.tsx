import type { ProfileCard } from '@dating/shared-contracts/api';
import { useTranslation } from '@dating/platform';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';

/** The size of a search card's thumbnail (api seed: 200×200): the page reserves it. */
export const THUMB_SIZE = 200;

/**
 * A member's thumbnail with its size, so its place is kept before it loads. `eager` for
 * photos above the fold (they are part of the first paint), lazy for the others.
 */
export function MemberPhoto({
  member,
  eager = false,
  decorative = false,
  className,
}: {
  readonly member: ProfileCard;
  readonly eager?: boolean;
  /** When the text beside it already says what the photo shows. */
  readonly decorative?: boolean;
  readonly className?: string;
}) {
  const { t } = useTranslation();
  if (!member.main_image) return null;
  return (
    <img
      src={member.main_image.thumb_url}
      alt={decorative ? '' : t('lander.photoAlt', { name: member.name, age: member.age })}
      width={THUMB_SIZE}
      height={THUMB_SIZE}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}

/** "34 · Utrecht", or the age alone when the member names no city. */
export function useAgeAndCity() {
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  return (member: ProfileCard) =>
    member.city
      ? t('memberCard.ageCity', { age: member.age, city: member.city })
      : t('memberCard.age', { age: member.age });
}
