import type { BlockProps } from './block-props';
import { HeroBlock } from './hero';

/** signup-band: to be designed; until then the plain hero. */
export function SignupBandBlock(props: BlockProps) {
  return props.first ? <HeroBlock {...props} /> : null;
}
