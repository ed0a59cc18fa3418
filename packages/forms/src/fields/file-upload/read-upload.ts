import type { UploadedFile } from '../../core/definition.js';

let counter = 0;

/** randomUUID only exists in secure contexts; plain http (a local test server) falls back to a counter. */
function newUid(): string {
  counter += 1;
  return globalThis.crypto?.randomUUID?.() ?? `upload-${Date.now()}-${counter}`;
}

/** Reads a chosen file into the stored shape: its metadata and its bytes as base64 (no `data:` prefix). */
export function readUpload(file: File): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      const comma = result.indexOf(',');
      if (!result.startsWith('data:') || comma < 0) {
        reject(new Error(`Unexpected reader result for ${file.name}`));
        return;
      }
      resolve({
        uid: newUid(),
        name: file.name,
        size: file.size,
        type: file.type,
        lastModified: file.lastModified,
        webkitRelativePath: file.webkitRelativePath ?? '',
        content: result.slice(comma + 1),
        status: 'done',
      });
    };
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.onabort = () => reject(new Error(`Reading ${file.name} was aborted`));
    reader.readAsDataURL(file);
  });
}

/**
 * Whether a file matches the accept list: extensions ('.pdf', or 'pdf'), exact MIME types and wildcards
 * ('image/*'). The picker's own filter is only a hint (and dropped files skip it), so this is the check.
 */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>, accepted: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accepted.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule === '') return false;
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    if (rule.includes('/')) return type === rule;
    return name.endsWith(rule.startsWith('.') ? rule : `.${rule}`);
  });
}

/** Only web and blob urls become download links; a definition must not smuggle in javascript: urls. */
export function safePreviewUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, 'https://relative.invalid');
    return ['http:', 'https:', 'blob:'].includes(parsed.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}
