import { theme } from './tokens';

/** The focus ring of a control on a light background: 3 px of the secondary colour, 2 px off. */
export const focusRing = {
  outline: `3px solid ${theme.colors.secondary}`,
  outlineOffset: 2,
} as const;

/**
 * A button's border and colours by its weight, the same in every area: the main action filled
 * in the primary colour, the others outlined in the secondary one, a destructive one filled
 * in the danger colour. Each area keeps its own size and shape around them.
 */
export const buttonTones = {
  primary: { border: 0, background: theme.colors.primary, color: theme.colors.onFill },
  secondary: {
    border: `2px solid ${theme.colors.secondary}`,
    background: theme.colors.surface,
    color: theme.colors.secondary,
  },
  danger: { border: 0, background: theme.colors.danger, color: theme.colors.onFill },
} as const;
