import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_MAX_SIDE,
  AVATAR_MIN_SIDE,
  AVATAR_SIZE,
} from '@portico/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';

export const AVATAR_MESSAGES = {
  tooLarge: 'The photo must be 5 MB or smaller.',
  type: 'Upload a photo as a PNG, JPEG or WebP image.',
  unreadable: 'This image could not be read. It may be damaged.',
  tooSmall: `The photo must be at least ${AVATAR_MIN_SIDE} × ${AVATAR_MIN_SIDE} pixels.`,
  tooBig: `The photo must be at most ${AVATAR_MAX_SIDE} pixels wide and high.`,
} as const;

/** What the bytes are, by their signature; the only kinds a photo may be. */
const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

export interface AvatarImage {
  readonly content: Buffer;
  readonly mime: 'image/webp';
  readonly width: number;
  readonly height: number;
}

/**
 * Checks an uploaded photo and re-encodes it (docs/decisions/026). The bytes decide the type (never a name or
 * a declared type); the header's size is checked before anything is decoded, and the decoder itself is
 * bounded by AVATAR_MAX_PIXELS; the whole image is decoded (a truncated or damaged file is refused), turned
 * upright by its EXIF orientation, cut to a centred square of AVATAR_SIZE and written as WebP. Writing it
 * anew drops whatever else the file carried: EXIF (a phone photo's GPS position), ICC extras, trailing data.
 */
export async function normaliseAvatar(bytes: Uint8Array): Promise<AvatarImage> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_MESSAGES.tooLarge);
  const type = bytes.byteLength > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  const format = type ? FORMATS[type.mime as keyof typeof FORMATS] : undefined;
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_MESSAGES.type);

  const options = { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error', pages: 1 } as const;
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, options).metadata();
    if (meta.format !== format) throw new Error(`header says ${meta.format}, signature ${format}`);
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.height;
  } catch (cause) {
    throw new AppError('UNPROCESSABLE', AVATAR_MESSAGES.unreadable, {
      fields: { avatar_content: AVATAR_MESSAGES.unreadable },
      cause,
    });
  }
  if (width > AVATAR_MAX_SIDE || height > AVATAR_MAX_SIDE || width * height > AVATAR_MAX_PIXELS)
    throw new AppError('UNPROCESSABLE', AVATAR_MESSAGES.tooBig, {
      fields: { avatar_content: AVATAR_MESSAGES.tooBig },
    });
  if (width < AVATAR_MIN_SIDE || height < AVATAR_MIN_SIDE)
    throw new AppError('UNPROCESSABLE', AVATAR_MESSAGES.tooSmall, {
      fields: { avatar_content: AVATAR_MESSAGES.tooSmall },
    });

  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { content: data, mime: 'image/webp', width: info.width, height: info.height };
  } catch (cause) {
    throw new AppError('UNPROCESSABLE', AVATAR_MESSAGES.unreadable, {
      fields: { avatar_content: AVATAR_MESSAGES.unreadable },
      cause,
    });
  }
}
