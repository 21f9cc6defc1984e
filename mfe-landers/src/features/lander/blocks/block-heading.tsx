import type { BlockProps } from './block-props';

interface BlockHeadingProps extends Pick<BlockProps, 'lander' | 'first'> {
  readonly id: string;
  /** The block's own title, when another block above carries the page's headline. */
  readonly title: string;
}

/**
 * A block's heading: the page's h1 with the lander's headline and subline when the block is
 * first, else an h2 with the block's own title.
 */
export function BlockHeading({ lander, first, id, title }: BlockHeadingProps) {
  if (!first) return <h2 id={id}>{title}</h2>;
  return (
    <>
      <h1 id={id}>{lander.copy.headline}</h1>
      <p>{lander.copy.subline}</p>
    </>
  );
}
