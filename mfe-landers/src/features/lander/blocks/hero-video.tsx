import type { BlockProps } from './block-props';
import { HeroBlock } from './hero';

/** hero-video: to be designed; until then the plain hero. */
export function HeroVideoBlock(props: BlockProps) {
  return props.first ? <HeroBlock {...props} /> : null;
}
