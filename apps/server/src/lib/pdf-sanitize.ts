import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from 'pdf-lib';

/*
 * Uploaded PDFs (an offer's signed copy, a resume) are stored and later opened by people at the company and by
 * the candidate. A PDF can carry active content that a reader runs or offers to run when it is opened: actions
 * on opening (/OpenAction) and on events (/AA, at document, page, annotation and form-field level), JavaScript
 * (the /JavaScript names tree and JavaScript actions), files to launch or submit to, and embedded files (the
 * /EmbeddedFiles names tree, file-attachment annotations, a file specification's /EF stream). None of it is
 * needed to read or print a signed letter or a resume, so all of it is removed before the file is stored; links
 * to web pages (/URI actions) and in-document destinations stay.
 */

/** Keys whose whole value is active content, wherever they appear. */
const ACTIVE_KEYS = [
  'OpenAction', // the catalog's action on opening
  'AA', // additional actions: document, page, annotation and form-field events
  'JavaScript', // the names dictionary's document-level scripts
  'EmbeddedFiles', // the names dictionary's attached files
  'EF', // a file specification's embedded file streams (attachments, GoToE targets, /AF associated files)
  'XFA', // an XFA form inside the AcroForm, with its own scripts
  'Collection', // a portfolio: a PDF that opens as a package of embedded files
] as const;

/** Action types that run code, open or fetch files, or send data: an /A or /Next holding one is removed. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'Rendition',
  'RichMediaExecute',
]);

/** Annotations that carry files or media players: removed from their page. */
const ACTIVE_ANNOTATIONS = new Set(['FileAttachment', 'RichMedia', 'Screen', 'Movie', 'Sound', '3D']);

export class UnreadablePdfError extends Error {
  override readonly name = 'UnreadablePdfError';
}

export interface SanitizedPdf {
  /** The bytes to store: the upload itself when it had nothing active, otherwise the rewritten file. */
  bytes: Uint8Array;
  /** What was removed (`/OpenAction`, `JavaScript action`, `FileAttachment annotation`…), empty when nothing. */
  removed: string[];
}

const name = (value: PDFObject | undefined): string | null =>
  value instanceof PDFName ? value.decodeText() : null;

/**
 * Removes active content (see above) from a PDF. A file without any is returned byte for byte, so a PDF
 * signed with a certificate elsewhere keeps its signature valid; one with some is rewritten by pdf-lib with
 * the active parts and every object only they used left out. A file pdf-lib cannot parse throws
 * `UnreadablePdfError`: it cannot be checked, so it must not be stored.
 */
export async function sanitizePdf(bytes: Uint8Array): Promise<SanitizedPdf> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    throw new UnreadablePdfError((error as Error).message);
  }
  const { context } = doc;
  const removed = new Set<string>();

  const isActiveAction = (value: PDFObject | undefined): boolean => {
    const action = value instanceof PDFRef ? context.lookup(value) : value;
    if (!(action instanceof PDFDict)) return false;
    const type = name(action.get(PDFName.of('S')));
    if (type && ACTIVE_ACTIONS.has(type)) {
      removed.add(`${type} action`);
      return true;
    }
    return false;
  };

  const cleanDict = (dict: PDFDict): void => {
    for (const key of ACTIVE_KEYS) {
      if (dict.has(PDFName.of(key))) {
        dict.delete(PDFName.of(key));
        removed.add(`/${key}`);
      }
    }
    for (const key of ['A', 'Next'] as const) {
      const value = dict.get(PDFName.of(key));
      if (isActiveAction(value)) dict.delete(PDFName.of(key));
      else if (value instanceof PDFArray) {
        // /Next may be an array of actions: keep the harmless ones.
        for (let i = value.size() - 1; i >= 0; i--) if (isActiveAction(value.get(i))) value.remove(i);
      }
    }
    const annots = dict.get(PDFName.of('Annots'));
    const list = annots instanceof PDFRef ? context.lookup(annots) : annots;
    if (list instanceof PDFArray) {
      for (let i = list.size() - 1; i >= 0; i--) {
        const annot = context.lookup(list.get(i));
        const subtype = annot instanceof PDFDict ? name(annot.get(PDFName.of('Subtype'))) : null;
        if (subtype && ACTIVE_ANNOTATIONS.has(subtype)) {
          list.remove(i);
          removed.add(`${subtype} annotation`);
        }
      }
    }
  };

  // Every object the document can reach, cleaned on the way: what the cleaning cuts off is never visited.
  const walk = (clean: boolean): Set<string> => {
    const seen = new Set<string>();
    const stack: PDFObject[] = [];
    const trailer = context.trailerInfo;
    for (const root of [trailer.Root, trailer.Info, trailer.Encrypt]) if (root) stack.push(root);
    while (stack.length > 0) {
      const item = stack.pop()!;
      if (item instanceof PDFRef) {
        if (seen.has(item.tag)) continue;
        seen.add(item.tag);
        const target = context.lookup(item);
        if (target) stack.push(target);
      } else if (item instanceof PDFStream) {
        stack.push(item.dict);
      } else if (item instanceof PDFDict) {
        if (clean) cleanDict(item);
        for (const [, value] of item.entries()) stack.push(value);
      } else if (item instanceof PDFArray) {
        for (const value of item.asArray()) stack.push(value);
      }
    }
    return seen;
  };

  walk(true);
  if (removed.size === 0) return { bytes, removed: [] };
  // pdf-lib writes every object it holds, reachable or not: drop what only the removed parts used.
  const reachable = walk(false);
  for (const [ref] of context.enumerateIndirectObjects()) if (!reachable.has(ref.tag)) context.delete(ref);
  return { bytes: await doc.save({ updateFieldAppearances: false }), removed: [...removed].sort() };
}
