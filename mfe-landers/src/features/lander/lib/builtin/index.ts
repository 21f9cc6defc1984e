import type { LanderDocument } from '@dating/shared-contracts/api';

/**
 * The nine lander variants (/landers/{variant}), as documents that ship with this release of
 * mfe-landers. Each is its own module, so a visit loads one variant's copy, not nine.
 */
export const BUILTIN_LANDERS = {
  alonetonight: () => import('./alonetonight').then((module) => module.alonetonight),
  collagelanding: () => import('./collagelanding').then((module) => module.collagelanding),
  gallery: () => import('./gallery').then((module) => module.gallery),
  iconslanding: () => import('./iconslanding').then((module) => module.iconslanding),
  maplanding: () => import('./maplanding').then((module) => module.maplanding),
  socialnetwork: () => import('./socialnetwork').then((module) => module.socialnetwork),
  transitionsvideolanding: () =>
    import('./transitionsvideolanding').then((module) => module.transitionsvideolanding),
  video: () => import('./video').then((module) => module.video),
  tinderswipe: () => import('./tinderswipe').then((module) => module.tinderswipe),
} satisfies Record<string, () => Promise<LanderDocument>>;

export type BuiltinLanderName = keyof typeof BUILTIN_LANDERS;

export const isBuiltinLander = (name: string | undefined): name is BuiltinLanderName =>
  name !== undefined && Object.hasOwn(BUILTIN_LANDERS, name);
