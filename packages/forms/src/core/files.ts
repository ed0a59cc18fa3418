import { type Message, message } from './messages.js';

/** 1 MB = 1048576 bytes (spec 3 §5). */
export const BYTES_PER_MB = 1_048_576;

export interface SizedFile {
  readonly name: string;
  readonly size: number;
}

export function isSizedFile(value: unknown): value is SizedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SizedFile).name === 'string' &&
    typeof (value as SizedFile).size === 'number'
  );
}

/** Every file larger than `maxMb` is named in the message, in upload order. */
export function checkMaxFileSize(files: readonly SizedFile[], maxMb: number): Message | null {
  const limit = maxMb * BYTES_PER_MB;
  const tooLarge = files.filter((f) => f.size > limit).map((f) => f.name);
  if (tooLarge.length === 0) return null;
  return message('fileTooLarge', { size: maxMb, files: tooLarge.join(', '), count: tooLarge.length });
}

export function checkCumulativeFileSize(files: readonly SizedFile[], maxMb: number): Message | null {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  return total > maxMb * BYTES_PER_MB ? message('filesTooLargeTotal', { size: maxMb }) : null;
}
