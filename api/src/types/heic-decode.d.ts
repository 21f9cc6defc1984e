// The part of `heic-decode` (libheif compiled to WebAssembly) the photos module uses; the
// package ships no types of its own.
declare module 'heic-decode' {
  interface DecodedImage {
    readonly width: number;
    readonly height: number;
    /** RGBA, four bytes a pixel. */
    readonly data: Uint8ClampedArray;
  }
  interface HeicImage {
    readonly width: number;
    readonly height: number;
    decode(): Promise<DecodedImage>;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }
  export = decode;
}
