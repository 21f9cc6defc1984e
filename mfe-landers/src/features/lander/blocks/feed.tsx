import type { BlockProps } from './block-props';
import { HeroBlock } from './hero';

/** feed: to be designed; until then the plain hero. */
export function FeedBlock(props: BlockProps) {
  return props.first ? <HeroBlock {...props} /> : null;
}
