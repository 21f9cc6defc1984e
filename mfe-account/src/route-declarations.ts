import type { RouteDeclaration } from '@dating/shared-contracts';

// The pages this remote serves, written once (docs/decisions/0148): its router
// (account-app.tsx) takes its patterns from here, and the registry's copy,
// `federation.routes` of package.json, must equal ROUTES (route-declarations.test.tsx). A
// pattern is a constant of its own so that a bundle keeps the strings it uses and drops the
// list it does not read.

export const ACCOUNT_DELETED = '/account-deleted';
export const COMPLETE_SIGNUP = '/complete-signup';
export const LANG_CONFIG = '/lang-config';
export const LOGIN = '/login';
export const NOTIFICATIONS = '/notifications';
export const PROFILE = '/profile';
export const RESET_PASSWORD = '/reset-password';
export const RESET_PASSWORD_DO = '/reset-password/do';
export const SIGNUP = '/signup';
export const ACTIVATE_DONE = '/activate/done';
export const ACTIVATE_ERROR = '/activate/error';
export const MAIL_CHANGE_DO = '/mail-change/do';
export const UNSUBSCRIBE = '/unsubscribe';
export const DECISIONS = '/decisions';
export const VERIFY = '/verify';
export const INVITE_SIGNUP = '/members/:id/signup';

export const ROUTES: readonly RouteDeclaration[] = [
  { name: 'account-deleted', path: ACCOUNT_DELETED, layout: 'default' },
  { name: 'complete-signup', path: COMPLETE_SIGNUP, layout: 'default' },
  { name: 'lang-config', path: LANG_CONFIG, layout: 'default' },
  { name: 'login', path: LOGIN, layout: 'default' },
  { name: 'notifications', path: NOTIFICATIONS, layout: 'default' },
  { name: 'profile', path: PROFILE, layout: 'default' },
  { name: 'reset-password', path: RESET_PASSWORD, layout: 'default' },
  { name: 'reset-password-do', path: RESET_PASSWORD_DO, layout: 'default' },
  { name: 'signup', path: SIGNUP, layout: 'default' },
  { name: 'activate-done', path: ACTIVATE_DONE, layout: 'default' },
  { name: 'activate-error', path: ACTIVATE_ERROR, layout: 'default' },
  { name: 'mail-change-do', path: MAIL_CHANGE_DO, layout: 'default' },
  { name: 'unsubscribe', path: UNSUBSCRIBE, layout: 'default' },
  { name: 'decisions', path: DECISIONS, layout: 'default' },
  { name: 'verify', path: VERIFY, layout: 'default' },
  { name: 'members-id-signup', path: INVITE_SIGNUP, layout: 'empty' },
];
