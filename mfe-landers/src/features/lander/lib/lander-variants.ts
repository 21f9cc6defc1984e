/**
 * The landing variants this release of mfe-landers serves under `/landers/:variant`.
 * They live here, not in the shell or the contracts: a new campaign variant is a
 * release of mfe-landers alone (its texts go in `variants.<name>` of each locale).
 */
export const LANDER_VARIANTS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
  'tinderswipe',
] as const;

export type LanderVariant = (typeof LANDER_VARIANTS)[number];

export const isLanderVariant = (value: string | undefined): value is LanderVariant =>
  (LANDER_VARIANTS as readonly string[]).includes(value ?? '');
