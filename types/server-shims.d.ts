// The packages themselves, as the server bundles' shims import them past their own aliases
// (platform/src/server/react-router-shim.tsx, scripts/rspack/create-server-config.mjs).
declare module 'react-router-itself' {
  export * from 'react-router';
}
