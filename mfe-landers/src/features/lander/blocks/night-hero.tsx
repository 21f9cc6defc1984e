import type { BlockProps } from './block-props';
import { HeroBlock } from './hero';

/** night-hero: to be designed; until then the plain hero. */
export function NightHeroBlock(props: BlockProps) {
  return props.first ? <HeroBlock {...props} /> : null;
}
