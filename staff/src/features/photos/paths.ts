/** The photo grid's address, written once: the menu and links go through it. */
export const PHOTOS_PATH = '/photos';
