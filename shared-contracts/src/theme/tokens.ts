/**
 * Theme tokens (brand colours, breakpoints), used by every package. The one place in the
 * front ends where a colour is written as a value: everywhere else a colour is a token of
 * this file (lint says so), named for what it does, not for its hue.
 */
export const theme = {
  colors: {
    primary: '#d42f4e',
    secondary: '#791b2d',
    success: '#5db680',
    unread: '#ffffff',
    text: '#1f1a1c',
    textMuted: '#5c5457',
    surface: '#ffffff',
    background: '#f7f3f4',
    border: '#e3dadd',
    warning: '#8a5a00',
    warningBackground: '#fff4d6',
    danger: '#b3261e',
    dangerBackground: '#fde8e7',
    successText: '#1e5b37',
    successBackground: '#e5f4eb',
    /** Text, borders and focus rings drawn on a filled colour: the primary, the secondary, a shaded photo. */
    onFill: '#ffffff',
  },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  toastMaxWidth: 350,
  radius: 8,
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** Background tints of the conversation. */
export const chatColors = {
  /** The member's own message bubble (the other side's is the surface). */
  ownMessage: '#fbe3e8',
} as const;

/**
 * A token colour (`#rrggbb`) at an opacity, as `rgba(...)`: a shadow or glow in a token's
 * hue without writing the hue twice.
 */
export const withAlpha = (hex: string, alpha: number): string =>
  `rgba(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')}, ${alpha})`;

export const mediaUp = (breakpoint: keyof typeof theme.breakpoints): string =>
  `@media (min-width: ${theme.breakpoints[breakpoint]}px)`;
