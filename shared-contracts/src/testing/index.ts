export * from './translations';
export * from './fixtures';
export * from './strict-api-client';
export * from './route-declarations';
