import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LanderBlockType } from '@dating/shared-contracts/api';
import type { BlockProps } from './block-props';

type Block = ComponentType<BlockProps>;

/**
 * Every block a lander document may name (LANDER_BLOCKS), each its own chunk: a lander loads
 * the blocks its document names, so /landers/video carries the video design's blocks and not
 * the eight others' (decision 0182). The server's paint waits for them as for lazy screens
 * (render-remote.tsx); the page waits in its loading state, which the handover waits for.
 */
const LOADERS: Record<LanderBlockType, () => Promise<Block>> = {
  'night-hero': () => import('./night-hero').then((m) => m.NightHeroBlock),
  'online-now': () => import('./online-now').then((m) => m.OnlineNowBlock),
  collage: () => import('./collage').then((m) => m.CollageBlock),
  gallery: () => import('./gallery').then((m) => m.GalleryBlock),
  'interest-icons': () => import('./interest-icons').then((m) => m.InterestIconsBlock),
  'region-map': () => import('./region-map').then((m) => m.RegionMapBlock),
  feed: () => import('./feed').then((m) => m.FeedBlock),
  'transitions-video': () => import('./transitions-video').then((m) => m.TransitionsVideoBlock),
  'hero-video': () => import('./hero-video').then((m) => m.HeroVideoBlock),
  'swipe-deck': () => import('./swipe-deck').then((m) => m.SwipeDeckBlock),
  hero: () => import('./hero').then((m) => m.HeroBlock),
  'signup-band': () => import('./signup-band').then((m) => m.SignupBandBlock),
};

/** A block's component, fetched when a page first draws it; a failed fetch is tried again. */
function lazyBlock(type: LanderBlockType): LazyExoticComponent<Block> {
  return lazy(() =>
    LOADERS[type]().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        BLOCKS[type] = lazyBlock(type);
        throw error;
      },
    ),
  );
}

/** Every block by its type; a page draws them inside a Suspense boundary. */
export const BLOCKS = Object.fromEntries(
  (Object.keys(LOADERS) as LanderBlockType[]).map((type) => [type, lazyBlock(type)]),
) as Record<LanderBlockType, LazyExoticComponent<Block>>;

export type { BlockProps, ResolvedLander } from './block-props';
