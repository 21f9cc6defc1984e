import type {
  LanderAudience,
  LanderCopy,
  LanderImage,
  LanderTheme,
} from '@dating/shared-contracts/api';

/** A lander as one visitor sees it: the document with its slug and language applied. */
export interface ResolvedLander {
  readonly name: string;
  readonly slug: string | null;
  readonly theme: LanderTheme;
  readonly copy: LanderCopy;
  readonly audience: LanderAudience;
  readonly heroImage: LanderImage | null;
}

/**
 * What every block gets. Blocks render on the server too (decision 0123): no window or
 * document while rendering, and every image has its width and height.
 */
export interface BlockProps {
  readonly lander: ResolvedLander;
  /** Where the call to action leads: the signup, with the visit's traffic source. */
  readonly signupHref: string;
  /** Whether this block is the page's first: it then carries the h1 and the call to action. */
  readonly first: boolean;
}
