/** How long after a decision its member may appeal against it: six months. */
export const APPEAL_DAYS = 183;
/** What a member writes in an appeal. */
export const APPEAL_TEXT_MIN = 10;
export const APPEAL_TEXT_MAX = 2000;
