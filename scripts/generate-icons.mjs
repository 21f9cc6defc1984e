#!/usr/bin/env node
// Draws the app icons of the web app manifest from one SVG heart in the brand colour.
// The PNGs are committed; run this again only when the logo changes:
//   node scripts/generate-icons.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './packages.mjs';

const BRAND = '#d42f4e';
const OUT = path.join(ROOT, 'shell', 'public', 'icons');
const HEART =
  'M256 448s-176-104-176-232c0-62 46-104 100-104 34 0 62 18 76 44 14-26 42-44 76-44 54 0 100 42 100 104 0 128-176 232-176 232z';

/** The heart at `scale` of the canvas, centred (the path's box is 80..432 x 112..448). */
const heart = (scale, fill) =>
  `<path d="${HEART}" fill="${fill}" transform="translate(256 256) scale(${scale}) translate(-256 -280)"/>`;

const svg = (body) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${body}</svg>`);

const ICONS = [
  // "any": a rounded tile, the heart large.
  {
    file: 'icon-192.png',
    size: 192,
    body: `<rect width="512" height="512" rx="96" fill="${BRAND}"/>${heart(0.9, '#fff')}`,
  },
  {
    file: 'icon-512.png',
    size: 512,
    body: `<rect width="512" height="512" rx="96" fill="${BRAND}"/>${heart(0.9, '#fff')}`,
  },
  // "maskable": full bleed, the heart inside the 80% safe circle.
  {
    file: 'icon-maskable-512.png',
    size: 512,
    body: `<rect width="512" height="512" fill="${BRAND}"/>${heart(0.62, '#fff')}`,
  },
  // iOS rounds the corners itself and shows no transparency.
  {
    file: 'apple-touch-icon.png',
    size: 180,
    body: `<rect width="512" height="512" fill="${BRAND}"/>${heart(0.75, '#fff')}`,
  },
  // Android's status-bar badge uses the alpha channel only.
  { file: 'badge-96.png', size: 96, body: heart(0.95, '#fff') },
];

mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) {
  await sharp(svg(icon.body), { density: 300 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, icon.file));
  console.log(`wrote ${path.relative(ROOT, path.join(OUT, icon.file))}`);
}
