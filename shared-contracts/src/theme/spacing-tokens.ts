/**
 * The spacing scale: every padding, margin and gap in front-end source is one of these
 * sizes in px (or 0, auto, a percentage), a 4 px grid with 2 and 6 as fine steps. Styles
 * keep writing the number itself (`padding: '8px 16px'`, `gap: 12`): a literal on the scale
 * reads as well as a reference and costs no bytes. scripts/lint/spacing-scale.mjs reads this
 * list and fails any other size (docs/decisions/0152).
 */
export const SPACING_SCALE_PX = [0, 2, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 64] as const;

export type SpacingPx = (typeof SPACING_SCALE_PX)[number];
