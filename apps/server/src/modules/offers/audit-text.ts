/*
 * Text a candidate chose (an uploaded file's name, a typed signature) that the audit trail keeps and shows:
 * in the admin's JSON, on any page that renders it, and on the audit page of a signed PDF. It is kept as
 * one plain line a person can read in the order it was typed.
 */

/**
 * Control characters (C0, DEL, C1), the invisible direction marks and overrides that make text display in a
 * different order than it is stored ("‮fdp.exe" shows as "exe.pdf"), zero-width characters and the
 * byte order mark.
 */
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x061c, 0x061c],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2069],
  [0xfeff, 0xfeff],
];
const visible = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return !INVISIBLE.some(([from, to]) => code >= from && code <= to);
};

/** The longest file name the audit trail keeps, in characters; longer ones keep their start and extension. */
export const AUDIT_FILE_NAME_MAX = 120;

/** A typed text as one visible line: invisible and control characters removed, spaces collapsed. */
export function auditText(text: string, max = 200): string {
  // Line breaks and tabs become spaces first: "a\nb" reads as "a b", not "ab".
  const spaced = text.normalize('NFC').replace(/\s+/g, ' ');
  const clean = [...spaced].filter(visible).join('').replace(/ {2,}/g, ' ').trim();
  return [...clean].length > max ? `${[...clean].slice(0, max - 1).join('')}…` : clean;
}

/**
 * An uploaded file's name as the audit trail keeps it: its last path segment, as one visible line, without the
 * characters that mean something in HTML, file systems or PDF syntax (`< > : " / \ | ? *`), at most
 * `AUDIT_FILE_NAME_MAX` characters with the extension kept, and "upload.pdf" for a name left empty.
 */
export function auditFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const clean = auditText(base, Number.POSITIVE_INFINITY).replace(/[<>:"|?*]/g, '_');
  const chars = [...clean];
  if (chars.length === 0) return 'upload.pdf';
  if (chars.length <= AUDIT_FILE_NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return `${chars.slice(0, AUDIT_FILE_NAME_MAX - [...ext].length - 1).join('')}…${ext}`;
}
