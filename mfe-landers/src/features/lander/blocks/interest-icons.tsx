import type { BlockProps } from './block-props';
import { HeroBlock } from './hero';

/** interest-icons: to be designed; until then the plain hero. */
export function InterestIconsBlock(props: BlockProps) {
  return props.first ? <HeroBlock {...props} /> : null;
}
