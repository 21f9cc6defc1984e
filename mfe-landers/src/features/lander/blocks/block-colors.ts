import type { LanderTheme } from '@dating/shared-contracts/api';
import { landerThemes } from '../../../theme/lander-tokens';

/**
 * Headings and secondary text of a block on each lander theme's background (lander-page),
 * each at least WCAG AA against it.
 */
export const BLOCK_COLORS: Record<LanderTheme, { heading: string; muted: string; card: string }> =
  landerThemes;
