import type { ComponentType } from 'react';
import type { LanderBlockType } from '@dating/shared-contracts/api';
import type { BlockProps } from './block-props';
import { NightHeroBlock } from './night-hero';
import { OnlineNowBlock } from './online-now';
import { CollageBlock } from './collage';
import { GalleryBlock } from './gallery';
import { InterestIconsBlock } from './interest-icons';
import { RegionMapBlock } from './region-map';
import { FeedBlock } from './feed';
import { TransitionsVideoBlock } from './transitions-video';
import { HeroVideoBlock } from './hero-video';
import { SwipeDeckBlock } from './swipe-deck';
import { HeroBlock } from './hero';
import { SignupBandBlock } from './signup-band';

/** Every block a lander document may name (LANDER_BLOCKS), by its type. */
export const BLOCKS: Record<LanderBlockType, ComponentType<BlockProps>> = {
  'night-hero': NightHeroBlock,
  'online-now': OnlineNowBlock,
  collage: CollageBlock,
  gallery: GalleryBlock,
  'interest-icons': InterestIconsBlock,
  'region-map': RegionMapBlock,
  feed: FeedBlock,
  'transitions-video': TransitionsVideoBlock,
  'hero-video': HeroVideoBlock,
  'swipe-deck': SwipeDeckBlock,
  hero: HeroBlock,
  'signup-band': SignupBandBlock,
};

export type { BlockProps, ResolvedLander } from './block-props';
