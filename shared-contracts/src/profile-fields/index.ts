export * from './interest-icons';
export * from './profile-fields-namespace';
