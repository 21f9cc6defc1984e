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

/** Shadows, by what casts them. */
export const shadows = {
  dialog: '0 12px 40px rgba(0, 0, 0, 0.3)',
  /** The shell's drop-down menus. */
  menu: '0 6px 18px rgba(0, 0, 0, 0.15)',
  /** A menu that opens over a conversation. */
  popover: '0 8px 24px rgba(0, 0, 0, 0.18)',
  /** A small floating status pill. */
  notice: '0 1px 4px rgba(0, 0, 0, 0.12)',
  /** A card lifted off the page (the swipe game's). */
  card: '0 8px 24px rgba(0, 0, 0, 0.12)',
} as const;

/** Shades laid over the page or over a photo, so what is on them stays readable. */
export const overlays = {
  /** Behind the shell's modals. */
  backdrop: 'rgba(20, 10, 14, 0.6)',
  /** Behind a remote's native `<dialog>`. */
  dialogBackdrop: 'rgba(0, 0, 0, 0.5)',
  /** Under a button drawn on a photo. */
  photoShade: 'rgba(0, 0, 0, 0.35)',
  /** Over a locked (blurred) photo, under its lock. */
  lockedPhoto: 'rgba(31, 26, 28, 0.45)',
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
