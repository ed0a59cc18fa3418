import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';

const run = promisify(execFile);

/*
 * Test files for the upload checks: PDFs carrying every kind of active content, an independent inspection of
 * what a stored PDF still carries, and PNGs made chunk by chunk.
 */

/**
 * A one-page PDF reading `text`, with every kind of active content the upload must remove: a JavaScript
 * /OpenAction, document-, page- and annotation-level /AA, the /JavaScript and /EmbeddedFiles names trees, a
 * link running JavaScript, a /Launch link, a file-attachment annotation — and a plain web link, which stays.
 */
export async function pdfWithActiveContent(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 700, size: 14 });
  const ctx = doc.context;
  const script = ctx.register(ctx.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
  const payload = ctx.register(ctx.flateStream('MZ pretend executable', { Type: 'EmbeddedFile' }));
  const fileSpec = ctx.register(
    ctx.obj({ Type: 'Filespec', F: PDFString.of('payload.exe'), EF: { F: payload } }),
  );
  doc.catalog.set(PDFName.of('OpenAction'), script);
  doc.catalog.set(PDFName.of('AA'), ctx.obj({ WC: script }));
  doc.catalog.set(
    PDFName.of('Names'),
    ctx.obj({
      JavaScript: { Names: [PDFString.of('init'), script] },
      EmbeddedFiles: { Names: [PDFString.of('payload.exe'), fileSpec] },
    }),
  );
  page.node.set(PDFName.of('AA'), ctx.obj({ O: script }));
  const rect = (n: number) => [72, 600 - n * 30, 300, 620 - n * 30];
  page.node.set(
    PDFName.of('Annots'),
    ctx.obj([
      ctx.register(ctx.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect(0), A: script, AA: { E: script } })),
      ctx.register(
        ctx.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: rect(1),
          A: { S: 'Launch', F: PDFString.of('calc.exe') },
        }),
      ),
      ctx.register(
        ctx.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: rect(2),
          A: { S: 'URI', URI: PDFString.of('https://example.com/') },
        }),
      ),
      ctx.register(ctx.obj({ Type: 'Annot', Subtype: 'FileAttachment', Rect: rect(3), FS: fileSpec })),
    ]),
  );
  return doc.save();
}

/**
 * Everything active a PDF still holds, found by visiting every object it contains (reachable or not) — not by
 * the sanitizer's own walk: active keys, active action types, and attachment annotations. Also the web links.
 */
export async function activeContentOf(bytes: Uint8Array): Promise<{ active: string[]; uris: string[] }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const active = new Set<string>();
  const uris: string[] = [];
  const visit = (obj: PDFObject | undefined): void => {
    if (obj instanceof PDFStream) visit(obj.dict);
    else if (obj instanceof PDFArray) for (const item of obj.asArray()) visit(item);
    else if (obj instanceof PDFDict) {
      for (const [key, value] of obj.entries()) {
        const k = key.decodeText();
        if (['OpenAction', 'AA', 'JavaScript', 'JS', 'EmbeddedFiles', 'EF'].includes(k)) active.add(`/${k}`);
        if (k === 'S' && value instanceof PDFName && ['JavaScript', 'Launch'].includes(value.decodeText()))
          active.add(`${value.decodeText()} action`);
        if (k === 'Subtype' && value instanceof PDFName && value.decodeText() === 'FileAttachment')
          active.add('FileAttachment annotation');
        if (k === 'Type' && value instanceof PDFName && value.decodeText() === 'EmbeddedFile')
          active.add('embedded file stream');
        if (k === 'URI' && value instanceof PDFString) uris.push(value.decodeText());
        if (!(value instanceof PDFRef)) visit(value);
      }
    }
  };
  for (const [, obj] of doc.context.enumerateIndirectObjects()) visit(obj);
  return { active: [...active].sort(), uris };
}

/** What poppler sees: the page count, the text, the JavaScript (`pdfinfo -js`) and attachments (`pdfdetach`). */
export async function popplerView(
  bytes: Uint8Array,
): Promise<{ pages: number; text: string; javascript: string; attachments: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, bytes);
    const info = await run('pdfinfo', [file]);
    const js = await run('pdfinfo', ['-js', file]);
    const text = await run('pdftotext', ['-layout', file, '-']);
    const attachments = await run('pdfdetach', ['-list', file]);
    return {
      pages: Number(/Pages:\s+(\d+)/.exec(info.stdout)?.[1]),
      text: text.stdout,
      // `pdfinfo -js` prints the document information, then every script it finds.
      javascript: js.stdout.replace(info.stdout, ''),
      attachments: attachments.stdout.trim(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG of `width` x `height` black-and-white pixels (1 bit each, all white), made chunk by chunk. Large
 * sizes stay small files: an 8000 x 8000 one is a few kilobytes and would decode to 256 MB of RGBA.
 * `parts` leaves chunks out, for broken files.
 */
export function png(
  width: number,
  height: number,
  parts: { data?: boolean; end?: boolean } = {},
): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter type: none
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(parts.data === false ? [] : [chunk('IDAT', deflateSync(pixels, { level: 9 }))]),
    ...(parts.end === false ? [] : [chunk('IEND', new Uint8Array())]),
  ]);
}

export const pngDataUrl = (bytes: Uint8Array) =>
  `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
