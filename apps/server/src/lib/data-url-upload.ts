import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/*
 * Uploads whose file rides as a data URL in a multipart text field (spec 2 §7's `upload_resume`, and the
 * photo upload of docs/decisions/026): the same limits, refusals and decoding for both.
 */

export interface DataUrlUpload {
  /** The form field that carries the data URL (`resume_content`, `avatar_content`). */
  readonly field: string;
  /** The largest file, in bytes. */
  readonly maxBytes: number;
  /** What the file is, for the refusals ("resume", "photo"). */
  readonly what: string;
  /** The message of a file over `maxBytes`. */
  readonly tooLarge: string;
}

/** The longest data URL of such a file: base64 of `maxBytes`, with room for its header. */
export const dataUrlMax = (upload: Pick<DataUrlUpload, 'maxBytes'>) =>
  Math.ceil((upload.maxBytes * 4) / 3) + 1024;

/** `@fastify/multipart` limits for such a form: a few text fields, no file parts. */
export const dataUrlLimits = (upload: Pick<DataUrlUpload, 'maxBytes'>) => ({
  fieldSize: dataUrlMax(upload),
  fields: 5,
  files: 0,
  parts: 6,
});

/** Reads the multipart text fields of an upload; anything but one such form is a clear 4xx. */
export async function readDataUrlFields(
  request: FastifyRequest,
  upload: DataUrlUpload,
): Promise<Record<string, string>> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the ${upload.what} as multipart/form-data.`);
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: dataUrlLimits(upload) })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT')
      throw new AppError('BAD_REQUEST', `Send one ${upload.what} at a time.`);
    throw error;
  }
  // busboy cuts an over-long field at fieldSize instead of failing: a full-length value means too large.
  if ((fields[upload.field]?.length ?? 0) >= dataUrlMax(upload))
    throw new AppError('PAYLOAD_TOO_LARGE', upload.tooLarge, { fields: { [upload.field]: upload.tooLarge } });
  return fields;
}

/** The bytes of a data URL's base64 part (its declared type is ignored: the bytes decide). */
export function decodeDataUrl(dataUrl: string): Uint8Array {
  const comma = dataUrl.indexOf(',');
  return Buffer.from(dataUrl.slice(comma + 1).replace(/\s+/g, ''), 'base64');
}
