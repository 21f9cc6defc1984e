/**
 * Theme tokens (brand colours, breakpoints), used by every package. Colours beyond this
 * palette are in colour-tokens.ts and depth-tokens.ts; a colour written as a value anywhere
 * else in front-end source is a lint error (docs/decisions/0150).
 */
export const theme = {
  colors: {
    primary: '#d42f4e',
    secondary: '#791b2d',
    success: '#5db680',
    /** Text, borders and focus rings on a filled colour (the primary, the secondary, a shaded photo), and an unread badge. */
    onFill: '#ffffff',
    text: '#1f1a1c',
    textMuted: '#5c5457',
    surface: '#ffffff',
    background: '#f7f3f4',
    border: '#e3dadd',
    warning: '#8a5a00',
    warningBackground: '#fff4d6',
    danger: '#b3261e',
    dangerBackground: '#fde8e7',
  },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  toastMaxWidth: 350,
  radius: 8,
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export const mediaUp = (breakpoint: keyof typeof theme.breakpoints): string =>
  `@media (min-width: ${theme.breakpoints[breakpoint]}px)`;
