import { theme } from '@dating/shared-contracts';
import type { LanderTheme } from '@dating/shared-contracts/api';

/**
 * Headings and secondary text of a block on each lander theme's background (lander-page),
 * each at least WCAG AA against it.
 */
export const BLOCK_COLORS: Record<LanderTheme, { heading: string; muted: string; card: string }> = {
  light: { heading: theme.colors.secondary, muted: theme.colors.textMuted, card: '#ffffff' },
  warm: { heading: theme.colors.secondary, muted: '#5a4a44', card: '#ffffff' },
  social: { heading: theme.colors.secondary, muted: theme.colors.textMuted, card: '#ffffff' },
  night: { heading: '#ffffff', muted: '#cfc3dc', card: 'rgba(255, 255, 255, 0.08)' },
};
