// The route the size report names for each package: one a person would visit first.
export const ROUTES_BY_OWNER = {
  'mfe-members': '/members',
  'mfe-chat': '/chats',
  'mfe-payments': '/pricing',
  'mfe-account': '/login',
  'mfe-landers': '/landers/x',
};
