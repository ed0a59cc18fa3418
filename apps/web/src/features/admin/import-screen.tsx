import {
  IMPORT_CSV_COLUMNS,
  IMPORT_MAX_BYTES,
  type ImportFormat,
  type ImportPreview,
  type ImportRequest,
  type ImportResult,
} from '@portico/contracts';
import { Button, FormAlert } from '@portico/ui';
import { type ChangeEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useImportJobs, usePreviewImport } from '../../lib/api/endpoints/admin.js';
import type { ApiError } from '../../lib/api/errors.js';
import styles from './admin.module.css';
import { ADMIN_PATHS } from './admin-frame.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.import;

/** The file's format by its name, else by its first character (a JSON file starts with `[` or `{`). */
export function importFormatOf(name: string, content: string): ImportFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.json') || lower.endsWith('.jsonld')) return 'json';
  if (lower.endsWith('.csv')) return 'csv';
  const start = content.replace(/^\uFEFF/, '').trimStart()[0];
  if (start === '[' || start === '{') return 'json';
  return lower.endsWith('.txt') ? 'csv' : null;
}

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const failure = (error: ApiError) =>
  error.kind === 'http' ? (error.fields.content ?? error.message) : T.failed;

/**
 * `/careers/admin/jobs/import`: choose a file, see what happens to every row, then import the valid rows in
 * one go (docs/decisions/042). The file stays in the page between the two steps.
 */
export function ImportScreen({ href }: { href: (path: string) => string }) {
  const fileId = useId();
  const [file, setFile] = useState<(ImportRequest & { name: string; size: number }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const read = usePreviewImport({
    onSuccess: (data) => setPreview(data),
    onError: (error) => setProblem(failure(error)),
  });
  const write = useImportJobs({
    onSuccess: (data) => {
      setResult(data);
      setPreview(null);
    },
    onError: (error) => setProblem(failure(error)),
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setPreview(null);
    setResult(null);
    setProblem(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) return setProblem(T.tooLarge);
    let content: string;
    try {
      content = await chosen.text();
    } catch {
      return setProblem(T.unreadable);
    }
    const format = importFormatOf(chosen.name, content);
    if (!format) return setProblem(T.wrongType);
    setFile({ name: chosen.name, size: chosen.size, format, content });
  };

  const importable = preview ? preview.creates + preview.updates : 0;
  return (
    <>
      <p className={styles.back}>
        <Link to={href(ADMIN_PATHS.jobs)}>{T.back}</Link>
      </p>
      <h1>{T.title}</h1>
      <p className={styles.intro}>{T.intro}</p>
      <details className={styles.help}>
        <summary>{T.columnsTitle}</summary>
        <p>
          <code>{IMPORT_CSV_COLUMNS.join(', ')}</code>
        </p>
        <p>{T.columnsHelp}</p>
      </details>
      <div className={styles.card}>
        <label htmlFor={fileId} className={styles.fileLabel}>
          {T.file}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".json,.jsonld,.csv,application/json,text/csv"
          onChange={(event) => void choose(event)}
          className={styles.file}
        />
        {file ? <p className={styles.muted}>{T.chosen(file.name, sizeOf(file.size))}</p> : null}
        <FormAlert>{problem}</FormAlert>
        <p>
          <Button
            variant="secondary"
            isDisabled={!file || read.isPending || write.isPending}
            onPress={() => {
              if (!file) return;
              setProblem(null);
              setResult(null);
              read.mutate({ format: file.format, content: file.content });
            }}
          >
            {read.isPending ? T.previewing : T.preview}
          </Button>
        </p>
      </div>
      <FormAlert tone="success">
        {result ? (
          <>
            {T.done(result.created, result.updated, result.skipped)}{' '}
            <Link to={href(ADMIN_PATHS.jobs)}>{T.seeJobs}</Link>
          </>
        ) : null}
      </FormAlert>
      {preview ? (
        <section aria-labelledby="import-preview">
          <h2 id="import-preview">{T.rowsLabel}</h2>
          <p role="status">{T.summary(preview.creates, preview.updates, preview.invalid)}</p>
          {preview.rows.length < preview.total ? (
            <p className={styles.muted}>{T.shown(preview.rows.length, preview.total)}</p>
          ) : null}
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{T.columns.row}</th>
                <th scope="col">{T.columns.id}</th>
                <th scope="col">{T.columns.title}</th>
                <th scope="col">{T.columns.action}</th>
                <th scope="col">{T.columns.problems}</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => {
                const errors = Object.entries(row.errors);
                return (
                  <tr key={row.row} data-invalid={errors.length > 0 || undefined}>
                    <td data-label={T.columns.row}>{row.row}</td>
                    <td data-label={T.columns.id}>{row.externalId ?? ''}</td>
                    <th scope="row" data-label={T.columns.title}>
                      {row.title}
                    </th>
                    <td data-label={T.columns.action}>
                      {errors.length > 0 ? T.actions.skip : T.actions[row.action]}
                    </td>
                    <td data-label={T.columns.problems}>
                      {errors.length > 0 ? (
                        <ul className={styles.problems}>
                          {errors.map(([field, message]) => (
                            <li key={field}>
                              <strong>{field}</strong>: {message}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {importable === 0 ? <FormAlert>{T.nothingToImport}</FormAlert> : null}
          <p className={styles.importActions}>
            <Button
              variant="primary"
              isDisabled={importable === 0 || write.isPending || !file}
              onPress={() => {
                if (!file) return;
                setProblem(null);
                write.mutate({ format: file.format, content: file.content });
              }}
            >
              {write.isPending ? T.importing : T.importButton(importable)}
            </Button>
          </p>
        </section>
      ) : null}
    </>
  );
}
