/**
 * Colour tokens beyond the brand palette of tokens.ts, each named for its role. One export
 * each, not entries of `theme`: a bundle then carries only those it draws, in the chunk that
 * draws them, and `theme`, which every first visit loads (in the shell, the platform and the
 * remote), keeps its size (docs/decisions/0150).
 */

/** A success alert's text and background (beside `theme.colors.warning`, `danger` and theirs). */
export const successText = '#1e5b37';
export const successBackground = '#e5f4eb';

/** The member's own message bubble in a conversation (the other side's is the surface). */
export const ownMessageBackground = '#fbe3e8';

/**
 * A token colour (`#rrggbb`) at an opacity, as `rgba(...)`: a shadow or glow in a token's
 * hue without writing the hue twice.
 */
export const withAlpha = (hex: string, alpha: number): string =>
  `rgba(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')}, ${alpha})`;
