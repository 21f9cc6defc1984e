export * from './gift-icons';
export * from './gifts-namespace';
