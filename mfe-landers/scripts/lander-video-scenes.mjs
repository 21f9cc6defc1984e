// The frames of the two lander videos, each an SVG drawn from the time t (seconds). Every
// motion is periodic in the video's length, so the last frame runs into the first: the
// videos loop without a jump.
import { PEOPLE, memberPhotoSvg, personSvg } from './lander-video-people.mjs';

export const WIDTH = 1280;
export const HEIGHT = 720;
export const FPS = 24;
export const SECONDS = 10;

const TAU = Math.PI * 2;
/** A number in [0, 1) fixed for n: the same on every build. */
const fixed = (n) => {
  const x = Math.sin(n * 12.9898 + 4.1414) * 43758.5453;
  return x - Math.floor(x);
};
const ease = (p) => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);
const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;

/* ---------------------------------------------------------------- hero video: a night out */

const LIGHTS = Array.from({ length: 28 }, (_, i) => ({
  x: fixed(i) * WIDTH,
  r: 14 + fixed(i + 100) * 46,
  phase: fixed(i + 200),
  sway: 1 + Math.floor(fixed(i + 300) * 3),
  colour: ['#d42f4e', '#f2a65a', '#e86a92', '#ffd36b'][i % 4],
}));

const TOWERS = Array.from({ length: 16 }, (_, i) => ({
  x: i * 80 + fixed(i + 400) * 20 - 10,
  w: 60 + fixed(i + 500) * 30,
  h: 160 + fixed(i + 600) * 260,
}));

function skyline(t) {
  return TOWERS.map((tower, i) => {
    const top = HEIGHT - tower.h;
    const windows = [];
    for (let row = 0; row < Math.floor(tower.h / 34) - 1; row++) {
      for (let col = 0; col < 3; col++) {
        const n = i * 100 + row * 3 + col;
        // Each window blinks a whole number of times per loop, so the loop has no seam.
        const on = Math.sin(TAU * ((t / SECONDS) * (1 + (n % 3)) + fixed(n))) > -0.2;
        if (fixed(n + 7) < 0.55 && on) {
          windows.push(
            `<rect x="${tower.x + 10 + col * ((tower.w - 20) / 3)}" y="${top + 16 + row * 34}" width="${(tower.w - 20) / 3 - 6}" height="16" fill="#ffd98a" opacity="0.75"/>`,
          );
        }
      }
    }
    return `<rect x="${tower.x}" y="${top}" width="${tower.w}" height="${tower.h}" fill="#1d1030"/>${windows.join('')}`;
  }).join('');
}

function lights(t) {
  return LIGHTS.map((light) => {
    const rise = (t / SECONDS + light.phase) % 1;
    const y = HEIGHT + light.r - rise * (HEIGHT + 2 * light.r);
    const x = light.x + Math.sin(TAU * ((t / SECONDS) * light.sway + light.phase)) * 24;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${light.r.toFixed(1)}" fill="${light.colour}" opacity="0.28"/>`;
  }).join('');
}

/** Two people at the bottom, leaning in, a heart beating between them. */
function couple(t) {
  const lean = Math.sin(TAU * (t / SECONDS)) * 6;
  const beat = 1 + 0.1 * Math.max(0, Math.sin(TAU * (t / SECONDS) * 5));
  const shadow = (person, x) =>
    `<g transform="translate(${x} 430) scale(0.75)" opacity="0.96">${personSvg({ ...person, skin: '#3a2145', hair: '#1a0d24', top: '#2a1535' })}</g>`;
  return `${shadow(PEOPLE[0], 420 + lean)}${shadow(PEOPLE[1], 640 - lean)}
    <g transform="translate(640 470) scale(${beat.toFixed(3)})">
      <path d="M0 18 C-28 -6 -22 -34 0 -20 C22 -34 28 -6 0 18 Z" fill="#d42f4e"/>
    </g>`;
}

export function heroFrame(t) {
  return svg(`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#140a1f"/><stop offset="1" stop-color="#4a1538"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    <circle cx="1080" cy="120" r="54" fill="#f4eef8" opacity="0.85"/>
    ${skyline(t)}${lights(t)}${couple(t)}`);
}

/* ------------------------------------------- transitions video: members, one after another */

const SCENE = SECONDS / PEOPLE.length;
const CHANGE = 0.6;
/** How each member's photo gives way to the next: cross-fade, slide, circle, push up. */
const TRANSITIONS = ['fade', 'slide', 'circle', 'push', 'fade'];

function photo(index, t, id) {
  // A slow zoom on every photo (Ken Burns), restarting when the photo comes in.
  const zoom = 1 + 0.05 * (t / (SCENE + CHANGE));
  const shift = ((1 - zoom) * WIDTH) / 2;
  return `<g id="${id}" transform="translate(${shift} ${((1 - zoom) * HEIGHT) / 2}) scale(${zoom})">${memberPhotoSvg(PEOPLE[index], WIDTH, HEIGHT)}</g>`;
}

function change(kind, from, to, p) {
  switch (kind) {
    case 'slide':
      return `<g transform="translate(${-p * WIDTH} 0)">${from}</g><g transform="translate(${(1 - p) * WIDTH} 0)">${to}</g>`;
    case 'circle': {
      const r = p * Math.hypot(WIDTH, HEIGHT) * 0.55;
      return `${from}<clipPath id="wipe"><circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="${r}"/></clipPath><g clip-path="url(#wipe)">${to}</g>`;
    }
    case 'push':
      return `<g transform="translate(0 ${-p * HEIGHT})">${from}</g><g transform="translate(0 ${(1 - p) * HEIGHT})">${to}</g>`;
    default:
      return `${from}<g opacity="${p.toFixed(3)}">${to}</g>`;
  }
}

export function transitionsFrame(t) {
  const index = Math.floor(t / SCENE) % PEOPLE.length;
  const into = t - index * SCENE;
  const next = (index + 1) % PEOPLE.length;
  // A photo that came in at the last change has been in view for CHANGE seconds already.
  const current = photo(index, into + CHANGE, 'a');
  const left = SCENE - into;
  if (left > CHANGE) return svg(current);
  const p = ease(1 - left / CHANGE);
  return svg(change(TRANSITIONS[index], current, photo(next, CHANGE - left, 'b'), p));
}

/** The videos this script makes: name, frame drawing and the budget of each file. */
export const VIDEOS = [
  { name: 'hero-video', frame: heroFrame },
  { name: 'transitions-video', frame: transitionsFrame },
];
