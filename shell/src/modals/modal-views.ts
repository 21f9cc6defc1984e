// The modals themselves (the site-entry warning is a chunk of its own): one chunk that a
// first visit does not load; lazy-modals.ts loads
// it when a modal is about to show (docs/decisions/0013-first-visit-budget.md).
export { ActivationModal } from './activation-modal';
export { MatchModal } from './match-modal';
export { SignupModal } from './signup-modal';
export { TimeBonusModal } from './time-bonus-modal';
