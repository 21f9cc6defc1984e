/** The admins' screens (decision 0163); their filters travel in the query string. */
export const AUDIT_PATH = '/audit';
export const TRANSPARENCY_PATH = '/transparency';
