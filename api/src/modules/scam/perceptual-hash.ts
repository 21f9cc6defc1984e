import sharp from 'sharp';

/**
 * A difference hash of a picture (64 bits as 16 hex digits): the picture shrunk to 9×8 grey
 * pixels, one bit per pair of neighbours. The same picture re-encoded, resized or lightly
 * edited keeps (nearly) the same bits, so one photo on several accounts is found.
 */
export async function perceptualHash(image: Buffer): Promise<string> {
  const pixels = await sharp(image).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hex = '';
  for (let row = 0; row < 8; row++) {
    let byte = 0;
    for (let col = 0; col < 8; col++) {
      const left = pixels[row * 9 + col]!;
      const right = pixels[row * 9 + col + 1]!;
      byte = (byte << 1) | (left > right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}
