/** The dismissible things, each with its own localStorage key: once dismissed, never again. */
export const DISMISSAL_KEYS = {
  photo: 'shell.dismissed.profile-photo-alert',
  push: 'shell.dismissed.push-alert',
  notificationsDisabled: 'shell.dismissed.notifications-disabled-alert',
  timeBonusModal: 'shell.dismissed.time-bonus-modal',
} as const;

export type DismissalName = keyof typeof DISMISSAL_KEYS;

// Storage can throw (private mode, quota); a lost dismissal only shows the alert again.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function isDismissed(name: DismissalName): boolean {
  try {
    return storage()?.getItem(DISMISSAL_KEYS[name]) != null;
  } catch {
    return false;
  }
}

/** Stores when it was dismissed (ms since epoch); from then on it never shows again. */
export function dismiss(name: DismissalName, now: number = Date.now()): void {
  try {
    storage()?.setItem(DISMISSAL_KEYS[name], String(now));
  } catch {
    // see storage()
  }
}
