import { BehaviorSubject } from 'rxjs';

/**
 * True while the push alert must wait its turn: the member prompts decide it (a modal is
 * open, the time-bonus modal is still to come or showed on this page), the alert header
 * reads it (docs/decisions/0142).
 */
export const pushAlertHeld$ = new BehaviorSubject(false);
