import { theme } from './tokens';

/**
 * How a text input or textarea looks in every area: 16 px text (no zoom on iOS), a border
 * dark enough for WCAG's 3:1, the primary colour's focus ring, the danger colour when
 * `aria-invalid`. A style object: each package puts it in its own emotion `css`.
 */
export const textControlStyle = {
  padding: '12px',
  fontSize: 16,
  fontFamily: 'inherit',
  border: `1px solid ${theme.colors.textMuted}`,
  borderRadius: theme.radius,
  color: theme.colors.text,
  background: theme.colors.surface,
  width: '100%',
  boxSizing: 'border-box',
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 1 },
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
} as const;

/**
 * The free-text box of a short report form (a profile's, a conversation's): the page's font,
 * full width, a muted border. Each form adds its own `minHeight`.
 */
export const reportTextAreaStyle = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  marginTop: 4,
  padding: 8,
  font: 'inherit',
  border: `1px solid ${theme.colors.textMuted}`,
  borderRadius: theme.radius,
} as const;
