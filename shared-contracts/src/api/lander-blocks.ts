/** The building blocks of the nine designs; a published variant chooses among these. */
export const LANDER_BLOCKS = [
  /** alonetonight: night sky hero with the count of singles online nearby. */
  'night-hero',
  /** alonetonight: a row of members online now, nearby. */
  'online-now',
  /** collagelanding: a photo collage behind or beside the headline. */
  'collage',
  /** gallery: a horizontally scrolling gallery of members. */
  'gallery',
  /** iconslanding: interest icons to tap. */
  'interest-icons',
  /** maplanding: members per region on a map (regions, never places). */
  'region-map',
  /** socialnetwork: a feed of member posts. */
  'feed',
  /** transitionsvideolanding: a video whose photos change with transitions. */
  'transitions-video',
  /** video: a full-width hero video. */
  'hero-video',
  /** tinderswipe: swipeable member cards. */
  'swipe-deck',
  /** A headline, subline and the call to action on the theme's background. */
  'hero',
  /** The sign-up call to action as a band of its own, with the trust line. */
  'signup-band',
] as const;
export type LanderBlockType = (typeof LANDER_BLOCKS)[number];

export const LANDER_THEMES = ['light', 'night', 'warm', 'social'] as const;
export type LanderTheme = (typeof LANDER_THEMES)[number];
