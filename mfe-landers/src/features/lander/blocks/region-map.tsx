import type { BlockProps } from './block-props';
import { HeroBlock } from './hero';

/** region-map: to be designed; until then the plain hero. */
export function RegionMapBlock(props: BlockProps) {
  return props.first ? <HeroBlock {...props} /> : null;
}
