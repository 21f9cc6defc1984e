/**
 * Shadows and shades: colour tokens as colour-tokens.ts's (one export each), in a module of
 * their own because the shell's first chunk draws two of them (a menu, a modal's backdrop).
 */

/** A modal dialog's shadow. */
export const dialogShadow = '0 12px 40px rgba(0, 0, 0, 0.3)';
/** The shell's drop-down menus. */
export const menuShadow = '0 6px 18px rgba(0, 0, 0, 0.15)';
/** A menu that opens over a conversation. */
export const popoverShadow = '0 8px 24px rgba(0, 0, 0, 0.18)';
/** A small floating status pill. */
export const noticeShadow = '0 1px 4px rgba(0, 0, 0, 0.12)';
/** A card lifted off the page (the swipe game's). */
export const cardShadow = '0 8px 24px rgba(0, 0, 0, 0.12)';

/** Behind the shell's modals. */
export const modalBackdrop = 'rgba(20, 10, 14, 0.6)';
/** Behind a remote's native `<dialog>`. */
export const dialogBackdrop = 'rgba(0, 0, 0, 0.5)';
/** Under a button drawn on a photo. */
export const photoShade = 'rgba(0, 0, 0, 0.35)';
/** Over a locked (blurred) photo, under its lock. */
export const lockedPhotoShade = 'rgba(31, 26, 28, 0.45)';
