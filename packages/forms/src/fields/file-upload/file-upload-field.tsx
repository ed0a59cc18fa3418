import { FileText, Upload, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_ACCEPTED_UPLOAD_TYPES, type Rule, type UploadedFile } from '../../core/definition.js';
import { BYTES_PER_MB } from '../../core/files.js';
import { FieldShell } from '../../react/field-shell.js';
import formStyles from '../../react/form.module.css';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';
import styles from './file-upload.module.css';
import { isAcceptedType, readUpload, safePreviewUrl } from './read-upload.js';

type TextKey =
  | 'choose'
  | 'chooseOne'
  | 'drop'
  | 'dropOne'
  | 'accepted'
  | 'failed'
  | 'typeNotAccepted'
  | 'remove'
  | 'files';

/** The upload texts, each overridable by `fileUploadOptions.texts[key]` (with the same {{params}}). */
function useUploadTexts(overrides: Readonly<Record<string, string>> | undefined) {
  const { t, language } = useFormsT();
  const text = (key: TextKey, params: Record<string, string> = {}) => {
    const override = overrides?.[key];
    if (override === undefined) return t(`upload.${key}`, params);
    return override.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);
  };
  return { text, language };
}

function formatSize(bytes: number, language: string): string {
  const mb = bytes >= BYTES_PER_MB;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(mb ? bytes / BYTES_PER_MB : Math.max(bytes / 1024, 0.1));
}

type MaxLengthRule = Extract<Rule, { type: 'maxLength' }>;

interface Notice {
  readonly name: string;
  readonly key: 'failed' | 'typeNotAccepted';
}

function asFiles(value: unknown): UploadedFile[] {
  return Array.isArray(value) ? (value as UploadedFile[]) : [];
}

/**
 * A file input shown as a drop zone. Each accepted file is read in the browser into the stored shape
 * (base64 content); a file of a type not accepted, or one that cannot be read, is left out and named in a
 * notice. Size and count limits are the core's rules: the field validates as soon as files are added, so
 * their messages (naming the files) show at once. Several files only when the maxLength rule allows them.
 */
export function FileUploadEdit({ item, name }: FieldEditProps) {
  const field = useFormField<UploadedFile[] | null | undefined>(item, name);
  const files = asFiles(field.value);
  const options = item.fileUploadOptions;
  const { text, language } = useUploadTexts(options?.texts);
  const accepted: readonly string[] = options?.allowedTypes?.length
    ? options.allowedTypes
    : DEFAULT_ACCEPTED_UPLOAD_TYPES;
  const maxCount = item.rules?.find((rule): rule is MaxLengthRule => rule.type === 'maxLength')?.value;
  const multiple = maxCount !== undefined && maxCount > 1;
  const size = options?.uploadSize ?? 'large';

  const base = useId();
  const hintId = `${base}-hint`;
  const acceptedId = `${base}-accepted`;
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  // Where focus goes after a removal, applied once the list has really lost the file: the form library may
  // commit the new value a render later, and focusing before that would land on the button being removed.
  const pendingFocus = useRef<{ index: number; count: number } | null>(null);
  // Reading is asynchronous: append to the value as it is when reading ends, not when it began.
  const latest = useRef(field);
  latest.current = field;

  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null || files.length !== pending.count) return;
    pendingFocus.current = null;
    const buttons = removeButtons.current.slice(0, files.length).filter(Boolean);
    (buttons[Math.min(pending.index, buttons.length - 1)] ?? inputRef.current)?.focus();
  });

  const addFiles = async (chosen: readonly File[]) => {
    if (field.disabled || chosen.length === 0) return;
    const candidates = multiple ? chosen : chosen.slice(0, 1);
    const problems: Notice[] = [];
    const acceptable = candidates.filter((file) => {
      const ok = isAcceptedType(file, accepted);
      if (!ok) problems.push({ name: file.name, key: 'typeNotAccepted' });
      return ok;
    });
    const results = await Promise.allSettled(acceptable.map(readUpload));
    const read: UploadedFile[] = [];
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') read.push(result.value);
      else problems.push({ name: acceptable[index]?.name ?? '', key: 'failed' });
    });
    setNotices(problems);
    if (read.length === 0) return;
    const current = asFiles(latest.current.value);
    latest.current.onChange(multiple ? [...current, ...read] : read);
    latest.current.onBlur();
  };

  const remove = (index: number) => {
    pendingFocus.current = { index, count: files.length - 1 };
    field.onChange(files.filter((_, i) => i !== index));
    field.onBlur();
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (field.disabled || !Array.from(event.dataTransfer.types ?? []).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return (
    <FieldShell field={field}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside is the control */}
      <div
        className={[styles.zone, styles[size]].join(' ')}
        data-dragging={dragging || undefined}
        data-disabled={field.disabled || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void addFiles(Array.from(event.dataTransfer.files ?? []));
        }}
      >
        {/* The real control covers the zone: a click anywhere opens the picker, Enter/Space work natively. */}
        <input
          ref={(element) => {
            inputRef.current = element;
            field.ref(element);
          }}
          id={field.ids.input}
          name={name}
          type="file"
          className={styles.input}
          accept={accepted.join(',')}
          multiple={multiple}
          disabled={field.disabled}
          aria-invalid={field.invalid}
          required={field.required}
          aria-describedby={[hintId, acceptedId, field.describedBy].filter(Boolean).join(' ')}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // Cleared so choosing the same file again still reports a change.
            event.target.value = '';
            void addFiles(chosen);
          }}
          onBlur={field.onBlur}
        />
        <Upload aria-hidden="true" className={styles.icon} />
        <span id={hintId} className={styles.hint}>
          <span className={styles.chooseText}>{multiple ? text('choose') : text('chooseOne')}</span>{' '}
          <span>{multiple ? text('drop') : text('dropOne')}</span>
        </span>
      </div>
      <p id={acceptedId} className={formStyles.help}>
        {text('accepted', { types: accepted.join(', ') })}
      </p>
      <div role="alert" className={styles.notices}>
        {notices.length > 0 ? (
          <ul>
            {notices.map((notice, index) =>
              notice.key === 'failed' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: notices are replaced as a whole, never reordered
                <li key={index}>
                  <span className={styles.noticeName}>{notice.name}</span> <span>{text('failed')}</span>
                </li>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: notices are replaced as a whole, never reordered
                <li key={index}>{text('typeNotAccepted', { name: notice.name })}</li>
              ),
            )}
          </ul>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul className={styles.files} aria-label={text('files')}>
          {files.map((file, index) => (
            <li key={file.uid || `${index}:${file.name}`} className={styles.file}>
              <FileText aria-hidden="true" className={styles.fileIcon} />
              <span className={styles.fileName}>{file.name}</span>
              {typeof file.size === 'number' ? (
                <span className={styles.fileSize}>{formatSize(file.size, language)}</span>
              ) : null}
              <button
                ref={(element) => {
                  removeButtons.current[index] = element;
                }}
                type="button"
                className={styles.remove}
                aria-label={text('remove', { name: file.name })}
                disabled={field.disabled}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldShell>
  );
}

/** Read-only: the file names, each a download link when the server gave a preview url. */
export function FileUploadView({ value }: FieldViewProps) {
  const files = asFiles(value);
  return (
    <ul className={styles.viewList}>
      {files.map((file, index) => {
        const href = safePreviewUrl(file.previewUrl);
        return (
          <li key={file.uid || `${index}:${file.name}`}>
            {href ? (
              <a href={href} download={file.name} className={styles.link}>
                {file.name}
              </a>
            ) : (
              file.name
            )}
          </li>
        );
      })}
    </ul>
  );
}
