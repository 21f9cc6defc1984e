import { theme, withAlpha } from '@dating/shared-contracts';

/**
 * The landers' own colours beside the brand's (shared-contracts' theme tokens): the lander
 * themes' pages and the campaign blocks' artwork. The only file of this package where a
 * colour is written as a value (lint says so); each named for what it does.
 */
export const landerColors = {
  /** Shadows and the dark shade at the foot of a photo or a video. */
  shadow: '#000000',
  /** The focus ring on a dark or a photo background, where the brand colours fade. */
  focusOnDark: '#ffd36b',
  /** The call to action's hover, a step darker than the primary colour. */
  ctaHover: '#bf2442',
  /** The night theme: its page, text, secondary text, and the fill of a video's controls. */
  nightBackground: '#140a1f',
  nightText: '#f4eef8',
  nightMuted: '#cfc3dc',
  nightHeroTop: '#07030f',
  nightHeroMiddle: '#1b0d33',
  nightHeroBottom: '#3d1746',
  nightHeroLead: '#e4daf0',
  /** The glow behind the night hero's heading. */
  nightGlow: '#b48cff',
  nightMoon: '#fff1c1',
  nightMoonGlow: '#fff6d8',
  nightSkyline: '#0a0514',
  /** The warm theme's page and secondary text. */
  warmBackground: '#fff4ee',
  warmMuted: '#5a4a44',
  /** The social theme's page. */
  socialBackground: '#f2f4f8',
  /** Behind a member's photo on the photo-first lander, and the shade over its foot. */
  photoBackground: '#2a1a20',
  photoShade: '#140a0e',
  /** The signup band: its gradient's dark end, its call to action's hover, its small print. */
  bandEnd: '#4f1020',
  bandCtaHover: '#fdeef1',
  bandTrust: '#f6dfe4',
  /** The gallery's dark section: its gradient, lead text and captions. */
  galleryTop: '#2a0d18',
  galleryBottom: '#4f1527',
  galleryLead: '#f3dde3',
  galleryCaption: '#f0d6dd',
  /** The collage's page gradient and the stand-in of a photo not yet loaded. */
  collageStart: '#ffe3d6',
  collageEnd: '#ffd9e0',
  photoPlaceholderStart: '#f7b8c4',
  photoPlaceholderEnd: '#fbd8c4',
  /** The region map: its sky gradient and the region's fill. */
  mapSkyStart: '#e3eefb',
  mapSkyEnd: '#f3f7fd',
  mapRegion: '#fde7ec',
  /** The preview badge a draft lander shows to its editor. */
  previewBackground: '#1f1f1f',
  previewText: '#ffd54a',
  /** An SVG mask's luminance: white keeps what is under it, black cuts it out. */
  maskKeep: '#fff',
  maskCut: '#000',
} as const;

/** The interest icons' background tints, taken in turn. */
export const interestTints = [
  '#ffe1e7',
  '#e4f1ff',
  '#fff0d1',
  '#e2f5e9',
  '#efe6ff',
  '#ffe6d6',
] as const;

/** Each lander theme's page: background, text, headings, secondary text and cards. */
export const landerThemes = {
  light: {
    background: theme.colors.background,
    text: theme.colors.text,
    heading: theme.colors.secondary,
    muted: theme.colors.textMuted,
    card: theme.colors.surface,
  },
  warm: {
    background: landerColors.warmBackground,
    text: theme.colors.text,
    heading: theme.colors.secondary,
    muted: landerColors.warmMuted,
    card: theme.colors.surface,
  },
  social: {
    background: landerColors.socialBackground,
    text: theme.colors.text,
    heading: theme.colors.secondary,
    muted: theme.colors.textMuted,
    card: theme.colors.surface,
  },
  night: {
    background: landerColors.nightBackground,
    text: landerColors.nightText,
    heading: theme.colors.onFill,
    muted: landerColors.nightMuted,
    card: withAlpha(theme.colors.onFill, 0.08),
  },
} as const;
