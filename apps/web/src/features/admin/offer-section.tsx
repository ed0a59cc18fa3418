import {
  type AdminApplication,
  OFFER_DOCUMENT_MAX_BYTES,
  OPEN_OFFER_STATUSES,
  SALARY_PERIODS,
} from '@portico/contracts';
import { Button, FormAlert, Select, TextField, useToast } from '@portico/ui';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useCancelOffer, useExtendOffer, useReviseOfferDocument } from '../../lib/api/endpoints/admin.js';
import { formatDate } from '../../lib/dates.js';
import { readDataUrl } from '../../lib/resume-file.js';
import styles from './admin.module.css';
import { TextareaField } from './textarea-field.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.application.offer;
const isOpen = (status: string) => (OPEN_OFFER_STATUSES as readonly string[]).includes(status);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Why a chosen file cannot be an offer document, or null; the server checks its bytes in any case. */
function pdfProblem(file: File): string | null {
  if (file.size > OFFER_DOCUMENT_MAX_BYTES) return T.tooLarge(file.name);
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf'))
    return T.notPdf(file.name);
  return null;
}

/** The file as the PDF data URL the calls take (some systems give a PDF no type). */
const pdfDataUrl = async (file: File) =>
  (await readDataUrl(file)).replace(/^data:[^;]*;/, 'data:application/pdf;');

/** An application's offers, and extending one when none is open (docs/decisions/043). */
export function OfferSection({ application: a }: { application: AdminApplication }) {
  const open = a.offers.find((o) => isOpen(o.status));
  return (
    <section aria-labelledby="offer-title" className={styles.card}>
      <h2 id="offer-title">{T.title}</h2>
      {a.offers.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <ul className={styles.history}>
          {a.offers.map((o) => (
            <li key={o.id}>
              {T.item(o.status, o.expires_at ? formatDate(o.expires_at, 'en') : null, o.documents.length)}
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <>
          <h3>{T.documentsTitle}</h3>
          <ul className={styles.documents}>
            {open.documents.map((doc) => (
              <li key={doc.id}>
                <OfferDocumentRow applicationId={a.id} offerId={open.id} document={doc} />
              </li>
            ))}
          </ul>
          <CancelOffer applicationId={a.id} offerId={open.id} />
        </>
      ) : (
        <ExtendOffer application={a} />
      )}
    </section>
  );
}

type OfferDocumentItem = AdminApplication['offers'][number]['documents'][number];

/** One document of the open offer: start a revision, or end it with an optional new version. */
function OfferDocumentRow({
  applicationId,
  offerId,
  document: doc,
}: {
  applicationId: string;
  offerId: string;
  document: OfferDocumentItem;
}) {
  const id = useId();
  const toasts = useToast();
  const [content, setContent] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const revise = useReviseOfferDocument(applicationId, {
    onSuccess: (_r, { revising }) => {
      setProblem(null);
      setContent(undefined);
      toasts.showToast(revising ? T.revisionStarted(doc.name) : T.revisionDone(doc.name), {
        type: 'success',
      });
    },
    onError: (error) =>
      setProblem(error.fields.content ?? (error.kind === 'http' ? error.message : T.revisionFailed)),
  });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProblem(null);
    if (!file) return setContent(undefined);
    const wrong = pdfProblem(file);
    if (wrong) return setProblem(wrong);
    setContent(await pdfDataUrl(file));
  };
  const signed = doc.status === 'Signed';
  return (
    <>
      <p className={styles.documentName}>
        <strong>{doc.name}</strong> · {doc.status}
        {doc.under_revision ? ` · ${T.beingRevised}` : null}
      </p>
      {signed ? null : doc.under_revision ? (
        <div className={styles.filters}>
          <div>
            <label htmlFor={id} className={styles.fileLabel}>
              {T.newVersion(doc.name)}
            </label>
            <input
              id={id}
              type="file"
              accept="application/pdf,.pdf"
              className={styles.file}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(event) => void choose(event)}
            />
          </div>
          <Button
            variant="secondary"
            size="small"
            aria-label={T.doneRevising(doc.name)}
            isDisabled={revise.isPending}
            onPress={() => revise.mutate({ offerId, documentId: doc.id, revising: false, content })}
          >
            {T.doneShort}
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          size="small"
          aria-label={T.revise(doc.name)}
          isDisabled={revise.isPending}
          onPress={() => revise.mutate({ offerId, documentId: doc.id, revising: true })}
        >
          {T.reviseShort}
        </Button>
      )}
      {problem ? (
        <p id={`${id}-error`} className={styles.error}>
          {problem}
        </p>
      ) : null}
    </>
  );
}

function CancelOffer({ applicationId, offerId }: { applicationId: string; offerId: string }) {
  const toasts = useToast();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelOffer(applicationId, {
    onSuccess: () => toasts.showToast(T.canceled, { type: 'success' }),
    onError: (error) =>
      setProblem(error.fields.reason ?? (error.kind === 'http' ? error.message : T.cancelFailed)),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate({ offerId, reason });
      }}
    >
      <TextareaField
        label={T.cancelReason}
        value={reason}
        onChange={setReason}
        error={problem}
        rows={2}
        maxLength={500}
      />
      <p className={styles.importActions}>
        <Button type="submit" variant="secondary" isDisabled={cancel.isPending}>
          {T.cancel}
        </Button>
      </p>
    </form>
  );
}

function ExtendOffer({ application: a }: { application: AdminApplication }) {
  const id = useId();
  const toasts = useToast();
  const [salary, setSalary] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [period, setPeriod] = useState<(typeof SALARY_PERIODS)[number]>('year');
  const [start, setStart] = useState('');
  const [expires, setExpires] = useState(() => inDays(14));
  const [esign, setEsign] = useState(false);
  const [files, setFiles] = useState<{ name: string; content: string }[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const extend = useExtendOffer(a.id, {
    onSuccess: () => {
      toasts.showToast(T.extended, { type: 'success' });
      setErrors({});
      setProblem(null);
    },
    onError: (error) => {
      setErrors(error.fields);
      setProblem(
        Object.keys(error.fields).length > 0 ? null : error.kind === 'http' ? error.message : T.failed,
      );
    },
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].slice(0, 5);
    setErrors({});
    const wrong = chosen.map(pdfProblem).find((problem) => problem !== null);
    if (wrong) return setErrors({ documents: wrong });
    setFiles(
      await Promise.all(
        chosen.map(async (file) => ({
          name: file.name.replace(/\.pdf$/i, ''),
          content: await pdfDataUrl(file),
        })),
      ),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(salary);
    extend.mutate({
      salary: salary.trim()
        ? {
            amount: Number.isFinite(amount) ? Math.round(amount) : 0,
            currency: currency.trim().toUpperCase(),
            period,
          }
        : null,
      start_date: start || null,
      expires_on: expires,
      esign,
      documents: files,
    });
  };
  const documentError =
    errors.documents ?? Object.entries(errors).find(([k]) => k.startsWith('documents.'))?.[1];

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{T.extendTitle}</h3>
      <p className={styles.muted}>{T.extendHelp}</p>
      <FormAlert>{problem}</FormAlert>
      <div className={styles.filters}>
        <TextField
          label={T.salary}
          inputMode="numeric"
          value={salary}
          onChange={setSalary}
          errorMessage={errors['salary.amount']}
          validationBehavior="aria"
        />
        <TextField
          label={T.currency}
          value={currency}
          onChange={setCurrency}
          maxLength={3}
          errorMessage={errors['salary.currency']}
          validationBehavior="aria"
        />
        <Select
          label={T.period}
          value={period}
          options={SALARY_PERIODS.map((p) => ({ id: p, label: ADMIN_TEXTS.editor.periods[p] }))}
          onChange={setPeriod}
        />
      </div>
      <div className={styles.filters}>
        <TextField
          label={T.startDate}
          type="date"
          value={start}
          onChange={setStart}
          errorMessage={errors.start_date}
          validationBehavior="aria"
        />
        <TextField
          label={T.expiresOn}
          type="date"
          isRequired
          value={expires}
          onChange={setExpires}
          errorMessage={errors.expires_on}
          validationBehavior="aria"
        />
      </div>
      <p>
        <label className={styles.check}>
          <input type="checkbox" checked={esign} onChange={(event) => setEsign(event.target.checked)} />{' '}
          {T.esign}
        </label>
      </p>
      <label htmlFor={`${id}-files`} className={styles.fileLabel}>
        {T.documents}
      </label>
      <input
        id={`${id}-files`}
        type="file"
        accept="application/pdf,.pdf"
        multiple
        className={styles.file}
        aria-invalid={documentError ? true : undefined}
        aria-describedby={documentError ? `${id}-files-error` : undefined}
        onChange={(event) => void choose(event)}
      />
      {files.length > 0 ? (
        <p className={styles.muted}>{T.chosen(files.map((f) => f.name).join(', '))}</p>
      ) : null}
      {documentError ? (
        <p id={`${id}-files-error`} className={styles.error}>
          {documentError}
        </p>
      ) : null}
      <p className={styles.importActions}>
        <Button type="submit" variant="primary" isDisabled={extend.isPending}>
          {extend.isPending ? T.extending : T.extend}
        </Button>
      </p>
    </form>
  );
}
