export * from './remote-props';
export * from './create-remote-lifecycles';
export * from './use-session';
export * from './coming-soon';
export * from './namespace-backend';
export * from './platform-version';
export * from './session-facade';
export * from './query-client';
