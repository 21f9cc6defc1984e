import type { BlockProps } from './block-props';
import { HeroBlock } from './hero';

/** gallery: to be designed; until then the plain hero. */
export function GalleryBlock(props: BlockProps) {
  return props.first ? <HeroBlock {...props} /> : null;
}
