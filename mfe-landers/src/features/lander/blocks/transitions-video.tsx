import type { BlockProps } from './block-props';
import { HeroBlock } from './hero';

/** transitions-video: to be designed; until then the plain hero. */
export function TransitionsVideoBlock(props: BlockProps) {
  return props.first ? <HeroBlock {...props} /> : null;
}
