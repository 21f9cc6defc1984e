/**
 * Shadows and shades: theme tokens as tokens.ts's, in a module of their own so that a
 * package's first chunk, which always has tokens.ts, carries them only when it draws them.
 */

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
