/** The verifications' address, written once: the menu goes through it. */
export const VERIFICATIONS_PATH = '/verifications';
