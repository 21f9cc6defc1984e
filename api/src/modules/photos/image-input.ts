import sharp, { type Sharp } from 'sharp';

/** Larger images are refused before decoding: a small file can claim a huge canvas. */
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

/** The major brands of an ISO-BMFF file that say HEIF (HEIC is its HEVC flavour). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * Whether the bytes are a whole HEIF file: its brand says HEIF, its top-level boxes end
 * within the file and one of them is `meta` (where the images are described). A cut-off
 * file is refused here, before libheif, which would print its complaint to the console.
 */
function isHeifContainer(data: Buffer): boolean {
  if (data.length < 16 || data.toString('latin1', 4, 8) !== 'ftyp') return false;
  if (!HEIF_BRANDS.has(data.toString('latin1', 8, 12))) return false;
  let meta = false;
  for (let offset = 0; offset < data.length;) {
    if (offset + 8 > data.length) return false;
    let size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (size === 1) {
      if (offset + 16 > data.length) return false;
      size = Number(data.readBigUInt64BE(offset + 8));
    } else if (size === 0) size = data.length - offset;
    if (size < 8 || offset + size > data.length) return false;
    meta ||= type === 'meta';
    offset += size;
  }
  return meta;
}

/**
 * A HEIC (HEVC) photo as raw RGBA pixels: sharp's prebuilt libvips reads AV1 HEIF only, so
 * libheif (WebAssembly) decodes it. The canvas size is read before the pixels, so the pixel
 * limit holds here as it does for sharp's own decoders.
 */
async function decodeHeicPixels(data: Buffer) {
  // libheif's WebAssembly build (2 MB of code) is loaded with the first HEIC upload.
  const { default: decodeHeic } = await import('heic-decode');
  const images = await decodeHeic.all({ buffer: data });
  try {
    const [primary] = images;
    if (!primary) throw new Error('HEIC without an image');
    if (primary.width * primary.height > MAX_INPUT_PIXELS) {
      throw new Error('HEIC canvas over the pixel limit');
    }
    return await primary.decode();
  } finally {
    images.dispose();
  }
}

/**
 * A sharp pipeline of the upload's pixels, whatever its format: sharp decodes JPEG, PNG,
 * WebP and AVIF itself; HEIC comes in as the raw pixels libheif made. Rejects when the
 * bytes are no image of these or do not decode.
 */
export async function openImage(data: Buffer): Promise<{ type: ImageType; image: () => Sharp }> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  const { format, compression } = await sharp(data, options)
    .metadata()
    .catch(() => ({ format: undefined, compression: undefined }));
  if (format === 'jpeg' || format === 'png' || format === 'webp') {
    return { type: format, image: () => sharp(data, options) };
  }
  if (format === 'heif' && compression === 'av1') {
    return { type: 'avif', image: () => sharp(data, options) };
  }
  if (!isHeifContainer(data)) throw new Error(`not an accepted image format: ${format}`);
  const { width, height, data: pixels } = await decodeHeicPixels(data);
  const raw = { width, height, channels: 4 } as const;
  return { type: 'heic', image: () => sharp(pixels, { ...options, raw }) };
}
