import { inflateSync } from 'node:zlib';
import { SIGNATURE_DRAWING_MAX_BYTES, SIGNATURE_DRAWING_MAX_PX } from '@portico/contracts';
import { AppError } from '../../lib/app-error.js';
import { DrawingError, UNREADABLE_DRAWING } from './offer-pdf.js';

/*
 * A drawn signature arrives as a PNG. Decoding one costs width x height x 4 bytes of memory and as much CPU,
 * whatever its file size (an 83 KB 8000 x 8000 PNG takes seconds), so its size is read from the header first
 * and the chunk layout is checked, and only a signature-sized, complete PNG is decoded.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const refuse = (message: string): never => {
  throw new AppError('VALIDATION_FAILED', message, { fields: { drawing: message } });
};

/** Channels per pixel by PNG colour type (greyscale, RGB, palette, grey + alpha, RGBA). */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

interface PngLayout {
  width: number;
  height: number;
  bitsPerPixel: number;
  /** The image data chunks' bytes, in order. */
  data: Uint8Array[];
}

/**
 * Checks a drawn signature's PNG without decoding it: the PNG signature, an IHDR chunk first with a width and
 * height within `SIGNATURE_DRAWING_MAX_PX`, whole chunks up to IEND, and image data (IDAT) in between. Anything
 * else is a 400 naming what is wrong. The pixels are decoded later, off the event loop (`offer-pdf-pool.ts`).
 */
export function checkSignatureDrawing(png: Uint8Array): void {
  readLayout(png);
}

function readLayout(png: Uint8Array): PngLayout {
  const max = SIGNATURE_DRAWING_MAX_PX;
  if (png.length > SIGNATURE_DRAWING_MAX_BYTES)
    refuse(`The drawn signature must be at most ${SIGNATURE_DRAWING_MAX_BYTES / 1000} KB.`);
  if (png.length < 8 + 25 || PNG_SIGNATURE.some((b, i) => png[i] !== b))
    refuse('The drawn signature must be a PNG image.');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const typeAt = (offset: number) => String.fromCharCode(...png.subarray(offset + 4, offset + 8));
  if (view.getUint32(8) !== 13 || typeAt(8) !== 'IHDR')
    refuse('The drawn signature is not a valid PNG image.');
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0) refuse('The drawn signature is empty.');
  if (width > max.width || height > max.height)
    refuse(
      `The drawn signature is ${width} x ${height} pixels; it must be at most ${max.width} x ${max.height}.`,
    );
  const bitDepth = png[24]!;
  const channels = CHANNELS[png[25]!];
  if (!channels || ![1, 2, 4, 8, 16].includes(bitDepth) || png[26] !== 0 || png[27] !== 0)
    refuse('The drawn signature is not a valid PNG image.');
  // Interlaced images store their pixels in seven passes; a drawing pad never writes one.
  if (png[28] !== 0) refuse('The drawn signature must not be an interlaced PNG image.');
  const data: Uint8Array[] = [];
  let offset = 8;
  let ended = false;
  while (offset + 12 <= png.length) {
    const length = view.getUint32(offset);
    const type = typeAt(offset);
    if (offset + 12 + length > png.length) break;
    if (type === 'IDAT' && length > 0) data.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended) refuse('The drawn signature is incomplete: the PNG image is cut off.');
  if (data.length === 0) refuse('The drawn signature has no image data.');
  return { width, height, bitsPerPixel: channels! * bitDepth, data };
}

/**
 * Checks the drawing's pixel data the way a decoder will read it, with Node's zlib, which stops at a set output
 * size and fails cleanly on a broken stream (the PNG decoder pdf-lib uses can loop forever on one): the data
 * must inflate to exactly one filter byte (0-4) and one row of pixels per line. Runs on the stamping thread.
 */
export function checkSignaturePixels(png: Uint8Array): void {
  const unreadable = (): never => {
    throw new DrawingError(UNREADABLE_DRAWING);
  };
  const { width, height, bitsPerPixel, data } = readLayout(png);
  const row = 1 + Math.ceil((width * bitsPerPixel) / 8);
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: row * height + 1 });
  } catch {
    throw new DrawingError(UNREADABLE_DRAWING);
  }
  if (pixels.length !== row * height) unreadable();
  for (let y = 0; y < height; y++) if (pixels[y * row]! > 4) unreadable();
}
