import sharp from 'sharp';
import type { MediaStore } from '../../modules/media/media-store';
import { createRandom } from './random';

export interface PooledPhoto {
  filename: string;
  thumb_filename: string;
  match_filename: string;
  gender: 'male' | 'female';
  /** A locked photo: its full size and match picture sit under private keys. */
  locked: boolean;
}

const SKIN = ['#f1c7a5', '#e0ac87', '#c68a62', '#8d5a3b', '#f5d6bd', '#d9a07a'];
const HAIR = ['#2b1d14', '#5a3a22', '#a86b32', '#d8b26a', '#1a1a1a', '#8a8a8a', '#b5522b'];
const SHIRT = [
  '#d42f4e',
  '#791b2d',
  '#2f6fd4',
  '#3a9d6b',
  '#e0a030',
  '#6b4fa8',
  '#333f4f',
  '#e5e5e5',
];
const BACKDROP = [
  ['#fde2e4', '#fad2e1'],
  ['#e2ece9', '#bee1e6'],
  ['#f0efeb', '#dfe7fd'],
  ['#fff1e6', '#f8edeb'],
  ['#d8e2dc', '#ece4db'],
  ['#cddafd', '#e2eafc'],
];

/** A simple portrait-style illustration: backdrop, shoulders, neck, face, hair. */
function portraitSvg(index: number, gender: 'male' | 'female'): string {
  const r = createRandom(1000 + index);
  const [bg1, bg2] = r.pick(BACKDROP);
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const shirt = r.pick(SHIRT);
  const cx = 300 + r.int(-30, 30);
  const faceRy = 120 + r.int(-8, 10);
  const longHair =
    gender === 'female'
      ? `<path d="M${cx - 150} 330 Q${cx - 170} 600 ${cx - 110} 640 L${cx + 110} 640 Q${cx + 170} 600 ${cx + 150} 330 Z" fill="${hair}"/>`
      : '';
  const beard =
    gender === 'male' && r.next() < 0.4
      ? `<path d="M${cx - 85} 380 Q${cx} 500 ${cx + 85} 380 Q${cx} 450 ${cx - 85} 380 Z" fill="${hair}" opacity="0.85"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
  <rect width="600" height="800" fill="url(#g)"/>
  <circle cx="${r.int(80, 520)}" cy="${r.int(60, 200)}" r="${r.int(40, 90)}" fill="#ffffff" opacity="0.35"/>
  ${longHair}
  <path d="M${cx - 230} 800 Q${cx - 220} 560 ${cx} 540 Q${cx + 220} 560 ${cx + 230} 800 Z" fill="${shirt}"/>
  <rect x="${cx - 45}" y="420" width="90" height="140" rx="40" fill="${skin}"/>
  <ellipse cx="${cx}" cy="340" rx="${100 + r.int(-6, 6)}" ry="${faceRy}" fill="${skin}"/>
  <path d="M${cx - 108} 320 Q${cx - 110} 190 ${cx} 195 Q${cx + 110} 190 ${cx + 108} 320 Q${cx + 60} ${gender === 'female' ? 250 : 235} ${cx} 250 Q${cx - 60} 240 ${cx - 108} 320 Z" fill="${hair}"/>
  <ellipse cx="${cx - 38}" cy="345" rx="9" ry="7" fill="#2a2a2a"/>
  <ellipse cx="${cx + 38}" cy="345" rx="9" ry="7" fill="#2a2a2a"/>
  <path d="M${cx - 30} 405 Q${cx} ${425 + r.int(0, 10)} ${cx + 30} 405" stroke="#8c3b3b" stroke-width="6" fill="none" stroke-linecap="round"/>
  ${beard}
</svg>`;
}

async function writeIfMissing(store: MediaStore, key: string, render: () => Promise<Buffer>) {
  // The drawings are deterministic: a file that exists is already the right one.
  if (await store.exists(key)) return;
  await store.put(key, await render(), 'image/jpeg');
}

/**
 * Renders the seed photos into the media store: a shared pool (half female, half male) under
 * `p/` (a 600x800 photo, a 200x200 thumbnail and a 400x400 match picture each), and a
 * smaller pool of other drawings for locked photos, whose full size and match picture go
 * under `private/l/` and only the thumbnail is public (`l/<n>_t.jpg`). Locked photos never
 * reuse a public drawing, so no public file shows what a locked one hides.
 */
export async function generatePhotoPool(store: MediaStore, size: number): Promise<PooledPhoto[]> {
  const photos: PooledPhoto[] = [];
  const drawings: number[] = [];
  for (let i = 0; i < size; i++) {
    photos.push({
      filename: `p/${i}.jpg`,
      thumb_filename: `p/${i}_t.jpg`,
      match_filename: `p/${i}_m.jpg`,
      gender: i % 2 === 0 ? 'female' : 'male',
      locked: false,
    });
    drawings.push(i);
  }
  const lockedSize = Math.max(2, Math.ceil(size / 4));
  for (let i = 0; i < lockedSize; i++) {
    photos.push({
      filename: `private/l/${i}.jpg`,
      thumb_filename: `l/${i}_t.jpg`,
      match_filename: `private/l/${i}_m.jpg`,
      gender: i % 2 === 0 ? 'female' : 'male',
      locked: true,
    });
    drawings.push(10_000 + i);
  }
  const work = photos.map((photo, i) => async () => {
    const svg = Buffer.from(portraitSvg(drawings[i]!, photo.gender));
    const base = () => sharp(svg);
    await writeIfMissing(store, photo.filename, () =>
      base().jpeg({ quality: 78, mozjpeg: false }).toBuffer(),
    );
    await writeIfMissing(store, photo.thumb_filename, () =>
      base().resize(200, 200, { fit: 'cover', position: 'top' }).jpeg({ quality: 72 }).toBuffer(),
    );
    await writeIfMissing(store, photo.match_filename, () =>
      base().resize(400, 400, { fit: 'cover', position: 'top' }).jpeg({ quality: 75 }).toBuffer(),
    );
  });
  // Four at a time: sharp has its own thread pool, more parallel jobs only add memory.
  for (let i = 0; i < work.length; i += 4) await Promise.all(work.slice(i, i + 4).map((w) => w()));
  return photos;
}
