import type { BlockProps } from './block-props';
import { HeroBlock } from './hero';

/** collage: to be designed; until then the plain hero. */
export function CollageBlock(props: BlockProps) {
  return props.first ? <HeroBlock {...props} /> : null;
}
