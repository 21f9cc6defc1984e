import type { BlockProps } from './block-props';
import { HeroBlock } from './hero';

/** swipe-deck: to be designed; until then the plain hero. */
export function SwipeDeckBlock(props: BlockProps) {
  return props.first ? <HeroBlock {...props} /> : null;
}
