// `react` as a remote's server bundle sees it (scripts/rspack/create-server-config.mjs):
// React itself, except that `useSyncExternalStore` without a server snapshot reads the
// client's. The platform's `useObservable` passes none (a browser never needs one), and
// React's server renderer refuses such a call. On the server the values it reads are the
// render's own (the visitor session of visitor-session.ts), so both snapshots are the same.
// `react-itself` is React's own entry file (an alias of the server build, past this one).
const React = require('react-itself');

module.exports = {
  ...React,
  useSyncExternalStore: (subscribe, getSnapshot, getServerSnapshot) =>
    React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot ?? getSnapshot),
};
