/** A pointer down or a key press keeps the member busy for this long. */
export const BUSY_AFTER_INPUT_MS = 5_000;
/** How often a prompt that is due looks again whether the member is still busy. */
export const IDLE_CHECK_MS = 1_000;

// An open dropdown or menu (a disclosure's button says aria-expanded) or a dialog, the
// shell's or a remote's: a prompt opened now would cover what the member is using.
const IN_USE = '[aria-expanded="true"],[role="dialog"],[role="alertdialog"],dialog[open]';

function typing(doc: Document): boolean {
  const active = doc.activeElement as HTMLElement | null;
  return Boolean(active && (active.matches('input,textarea,select') || active.isContentEditable));
}

/**
 * Calls `ready` once `delayMs` has passed and the member is idle: nothing open that a
 * prompt would cover, no focus in a form field, no pointer down or key press in the last
 * few seconds; until then it looks again every second. Returns the cancel.
 */
export function afterDelayWhenIdle(
  delayMs: number,
  ready: () => void,
  doc: Document = document,
): () => void {
  let lastInput = -Infinity;
  const noteInput = () => {
    lastInput = Date.now();
  };
  const busy = () =>
    Date.now() - lastInput < BUSY_AFTER_INPUT_MS ||
    typing(doc) ||
    doc.querySelector(IN_USE) !== null;
  const stop = () => {
    window.clearTimeout(timer);
    doc.removeEventListener('pointerdown', noteInput, true);
    doc.removeEventListener('keydown', noteInput, true);
  };
  const check = () => {
    if (busy()) {
      timer = window.setTimeout(check, IDLE_CHECK_MS);
      return;
    }
    stop();
    ready();
  };
  doc.addEventListener('pointerdown', noteInput, true);
  doc.addEventListener('keydown', noteInput, true);
  let timer = window.setTimeout(check, delayMs);
  return stop;
}
