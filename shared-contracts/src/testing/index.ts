export * from './mount-remote';
export * from './translations';
