// Made by scripts/make-lander-videos.mjs before the build (federation.prebuild); not in git.
import heroWebm from './generated/hero-video.webm';
import heroMp4 from './generated/hero-video.mp4';
import heroPoster from './generated/hero-video-poster.webp';
import transitionsWebm from './generated/transitions-video.webm';
import transitionsMp4 from './generated/transitions-video.mp4';
import transitionsPoster from './generated/transitions-video-poster.webp';

/** A video of the landers, with the size of its frames (the script's WIDTH x HEIGHT). */
export interface LanderVideoFiles {
  readonly webm: string;
  readonly mp4: string;
  readonly poster: string;
  readonly width: number;
  readonly height: number;
}

const FRAME = { width: 1280, height: 720 } as const;

/** A night out in the city: behind the video lander's headline. */
export const HERO_VIDEO: LanderVideoFiles = {
  webm: heroWebm,
  mp4: heroMp4,
  poster: heroPoster,
  ...FRAME,
};

/** Members' photos, one after another, with cross-fades, slides and wipes. */
export const TRANSITIONS_VIDEO: LanderVideoFiles = {
  webm: transitionsWebm,
  mp4: transitionsMp4,
  poster: transitionsPoster,
  ...FRAME,
};
