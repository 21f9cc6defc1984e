#!/usr/bin/env node
// Makes the lander videos from drawn frames, with nothing downloaded: each frame is an SVG
// (lander-video-scenes.mjs) rendered by sharp, piped into the ffmpeg binary that the npm
// package @ffmpeg-installer/ffmpeg carries, and encoded once into WebM (VP9) and MP4
// (H.264); the first frame is the poster (WebP). The files land in the lander feature's
// media/generated/ (not in git), where the blocks import them so rspack emits them as
// hashed assets of the release. The build runs this before it builds mfe-landers; a digest
// of the inputs (these scripts, ffmpeg's and sharp's versions) skips a second encoding.
//   node mfe-landers/scripts/make-lander-videos.mjs [--force]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { FPS, HEIGHT, SECONDS, VIDEOS, WIDTH } from './lander-video-scenes.mjs';

const require = createRequire(import.meta.url);

export const OUT_DIR = path.join(import.meta.dirname, '../src/features/lander/media/generated');
/** Each video file stays under this size (a first visit on a phone pays for it). */
export const MAX_VIDEO_BYTES = 600 * 1024;
const STAMP = path.join(OUT_DIR, '.inputs');
const SOURCES = ['make-lander-videos.mjs', 'lander-video-scenes.mjs', 'lander-video-people.mjs'];

const outputs = (name) => ({
  webm: path.join(OUT_DIR, `${name}.webm`),
  mp4: path.join(OUT_DIR, `${name}.mp4`),
  poster: path.join(OUT_DIR, `${name}-poster.webp`),
});

function ffmpegBinary() {
  const { path: binary } = require('@ffmpeg-installer/ffmpeg');
  // npm skips the package's postinstall (a chmod) where install scripts are not allowed.
  try {
    accessSync(binary, constants.X_OK);
  } catch {
    chmodSync(binary, 0o755);
  }
  return binary;
}

function inputsDigest() {
  const hash = createHash('sha256');
  for (const file of SOURCES) hash.update(readFileSync(path.join(import.meta.dirname, file)));
  hash.update(require('@ffmpeg-installer/ffmpeg').version).update(sharp.versions.vips);
  return hash.digest('hex');
}

/** VP9 and H.264 from one pass over the frames: yuv420p, no sound, MP4 ready to stream. */
function encoderArgs(files) {
  const input = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`];
  const common = ['-an', '-pix_fmt', 'yuv420p'];
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y', ...input, '-r', String(FPS), '-i', '-'],
    ...[...common, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1'],
    ...['-deadline', 'good', '-cpu-used', '5', '-f', 'webm', `${files.webm}.tmp`],
    ...[...common, '-c:v', 'libx264', '-preset', 'medium', '-crf', '30', '-profile:v', 'main'],
    ...['-movflags', '+faststart', '-f', 'mp4', `${files.mp4}.tmp`],
  ];
}

const raw = (frame) => sharp(Buffer.from(frame)).removeAlpha().raw().toBuffer();

async function makeVideo(ffmpeg, { name, frame }) {
  const files = outputs(name);
  const encoder = spawn(ffmpeg, encoderArgs(files), { stdio: ['pipe', 'inherit', 'inherit'] });
  const finished = once(encoder, 'close');
  const total = FPS * SECONDS;
  // sharp renders a few frames at a time on its own threads; ffmpeg gets them in order.
  for (let first = 0; first < total; first += 4) {
    const batch = [first, first + 1, first + 2, first + 3].filter((i) => i < total);
    for (const pixels of await Promise.all(batch.map((i) => raw(frame(i / FPS))))) {
      if (!encoder.stdin.write(pixels)) await once(encoder.stdin, 'drain');
    }
  }
  encoder.stdin.end();
  const [code] = await finished;
  if (code !== 0) throw new Error(`ffmpeg failed (${code}) encoding ${name}`);
  await sharp(Buffer.from(frame(0)))
    .webp({ quality: 70 })
    .toFile(`${files.poster}.tmp`);
  for (const file of Object.values(files)) await rename(`${file}.tmp`, file);
  for (const file of [files.webm, files.mp4]) {
    const { size } = await stat(file);
    if (size > MAX_VIDEO_BYTES) {
      throw new Error(`${path.basename(file)} is ${size} bytes, over ${MAX_VIDEO_BYTES}`);
    }
  }
}

/** Makes the videos unless the files there come from these same inputs; true when it made them. */
export async function makeLanderVideos({ force = false } = {}) {
  const digest = inputsDigest();
  const complete = VIDEOS.every(({ name }) => Object.values(outputs(name)).every(existsSync));
  if (!force && complete && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest) {
    return false;
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const ffmpeg = ffmpegBinary();
  for (const video of VIDEOS) await makeVideo(ffmpeg, video);
  await writeFile(STAMP, digest);
  return true;
}

/** The build's step before rspack (`federation.prebuild`): the files that made the videos. */
export async function prebuild() {
  if (await makeLanderVideos()) console.log('mfe-landers: lander videos made');
  return SOURCES.map((file) => path.join(import.meta.dirname, file));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  makeLanderVideos({ force: process.argv.includes('--force') })
    .then((made) => {
      const took = ((Date.now() - started) / 1000).toFixed(1);
      console.log(made ? `lander videos made in ${took} s` : 'lander videos are up to date');
    })
    .catch((error) => {
      console.error(error.message ?? error);
      process.exit(1);
    });
}
