import type { LanderMember } from '@dating/shared-contracts/api';

/**
 * Where the member lives, as names only (decision 0112: never a position or a distance):
 * "city, region" as far as the domain shows them, else the country's name.
 */
export function memberPlace(
  member: Pick<LanderMember, 'city' | 'region' | 'country'>,
  locale: string,
): string {
  const names = [member.city, member.region].filter((name): name is string => Boolean(name));
  if (names.length > 0) return [...new Set(names)].join(', ');
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(member.country) ?? '';
  } catch {
    return member.country;
  }
}
