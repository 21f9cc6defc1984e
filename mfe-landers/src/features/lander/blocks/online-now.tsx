import type { BlockProps } from './block-props';
import { HeroBlock } from './hero';

/** online-now: to be designed; until then the plain hero. */
export function OnlineNowBlock(props: BlockProps) {
  return props.first ? <HeroBlock {...props} /> : null;
}
