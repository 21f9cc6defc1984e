export * from './mount-remote';
