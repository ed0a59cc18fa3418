import type { AdminApplication } from '@portico/contracts';
import { FIELD_REGISTRY, formDefinitionSchema, SimpleForm } from '@portico/forms';
import { Button, FormAlert, LoadingState, Select, useToast } from '@portico/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  useAddApplicationNote,
  useAdminApplication,
  useMoveApplication,
} from '../../lib/api/endpoints/admin.js';
import { formatDate } from '../../lib/dates.js';
import styles from './admin.module.css';
import { ADMIN_PATHS } from './admin-frame.js';
import { MatchSummary, type PdfViewerComponent, ResumeView } from './application-review.js';
import { InterviewsSection } from './interviews-section.js';
import { OfferSection } from './offer-section.js';
import { RecordLoadFailed } from './record-load-failed.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.application;
/** The stage a move most likely goes to: the one after the current in the tenant's pipeline, or Rejected. */
const nextStage = (stages: readonly string[], current: string): string =>
  stages[stages.indexOf(current) + 1] ?? 'Rejected';

/** An answer as text: lists joined, entries of a list (experience, education) one per line. */
function answerText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value))
    return value.map(answerText).join(value.some((v) => typeof v === 'object') ? '\n' : ', ');
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map(answerText)
      .filter((v) => v !== '—')
      .join(' · ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** `/careers/admin/applications/{id}`: one application, where it stands, what the candidate sent, and notes. */
export function ApplicationScreen({
  id,
  href,
  Viewer,
}: {
  id: string;
  href: (path: string) => string;
  Viewer: PdfViewerComponent;
}) {
  const application = useAdminApplication(id);
  if (application.isPending) return <LoadingState label={T.loading} />;
  if (application.isError)
    return (
      <RecordLoadFailed
        error={application.error}
        back={{ to: href(ADMIN_PATHS.applications), label: T.back }}
        words={T}
        onRetry={() => application.refetch()}
      />
    );
  const a = application.data;
  const answers = Object.entries(a.answers);
  return (
    <>
      <p className={styles.back}>
        <Link to={href(`${ADMIN_PATHS.applications}?position_id=${a.position_id}`)}>{T.back}</Link>
      </p>
      <h1>{a.candidate_name || a.candidate_email}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>{T.appliedFor}</dt>
          <dd>
            <Link to={href(ADMIN_PATHS.job(a.position_id))}>{a.position_title}</Link>
          </dd>
        </div>
        <div>
          <dt>{T.appliedOn}</dt>
          <dd>{formatDate(a.applied_at, 'en')}</dd>
        </div>
        <div>
          <dt>{T.email}</dt>
          <dd>
            <a href={`mailto:${a.candidate_email}`}>{a.candidate_email}</a>
          </dd>
        </div>
        <div>
          <dt>{T.stage}</dt>
          <dd>{a.stage}</dd>
        </div>
        {Object.keys(a.source).length > 0 ? (
          <div>
            <dt>{T.source}</dt>
            <dd>
              {Object.entries(a.source)
                .map(([k, v]) => `${k}: ${v}`)
                .join(', ')}
            </dd>
          </div>
        ) : null}
      </dl>
      <MoveForm application={a} onReload={() => application.refetch()} />
      <InterviewsSection application={a} />
      <OfferSection application={a} />
      <div className={styles.columns}>
        <section aria-labelledby="answers-title">
          <h2 id="answers-title">{T.answers}</h2>
          {answers.length === 0 ? <p>{T.noAnswers}</p> : <Answers application={a} />}
          <h2>{T.resume}</h2>
          <ResumeView application={a} href={href} Viewer={Viewer} />
          {a.match ? <MatchSummary match={a.match} /> : null}
        </section>
        <section aria-labelledby="history-title">
          <h2 id="history-title">{T.history}</h2>
          <ol className={styles.history}>
            {a.history.map((h) => (
              <li key={`${h.stage}-${h.at}`}>
                <strong>{h.stage}</strong> ·{' '}
                <time dateTime={h.at}>{new Date(h.at).toLocaleString('en')}</time>
                {h.by ? ` ${T.by(h.by)}` : null}
              </li>
            ))}
          </ol>
          <Notes application={a} />
        </section>
      </div>
    </>
  );
}

/**
 * The answers under their questions, as the toolkit's read-only form shows them (choice labels, lists, dates);
 * a plain list of names and values when the job's form is gone.
 */
function Answers({ application: a }: { application: AdminApplication }) {
  const form = useMemo(() => formDefinitionSchema.safeParse(a.form), [a.form]);
  if (form.success)
    return (
      <SimpleForm
        registry={FIELD_REGISTRY}
        definition={form.data}
        initialValues={a.answers}
        mode="readonly"
        aria-label={T.answers}
      />
    );
  return (
    <dl className={styles.answers}>
      {Object.entries(a.answers).map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{answerText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function MoveForm({
  application: a,
  onReload,
}: {
  application: AdminApplication;
  onReload: () => Promise<unknown>;
}) {
  const toasts = useToast();
  const id = useId();
  const [stage, setStage] = useState<string>(nextStage(a.stages, a.stage));
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<{ text: string; stale?: boolean } | null>(null);
  const move = useMoveApplication(a.id, {
    onSuccess: (moved) => {
      toasts.showToast(T.moved(moved.stage), { type: 'success' });
      setStage(nextStage(moved.stages, moved.stage));
      setMessage('');
      setProblem(null);
    },
    onError: (error) =>
      setProblem({
        text:
          error.status === 409
            ? T.stale
            : error.kind === 'http'
              ? error.message
              : ADMIN_TEXTS.applications.moveFailed,
        stale: error.status === 409,
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stage === a.stage) return setProblem({ text: T.sameStage });
    move.mutate({ stage, version: a.updated_at, message });
  };
  return (
    <form className={styles.card} aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`}>{T.moveTitle}</h2>
      <FormAlert>{problem?.text}</FormAlert>
      {problem?.stale ? (
        <p>
          <Button
            variant="secondary"
            onPress={() => {
              setProblem(null);
              void onReload();
            }}
          >
            {T.reload}
          </Button>
        </p>
      ) : null}
      <div className={styles.filters}>
        <Select
          label={ADMIN_TEXTS.applications.moveTo}
          value={stage}
          options={a.stages.map((s) => ({ id: s, label: s }))}
          onChange={setStage}
        />
      </div>
      <label htmlFor={id} className={styles.fileLabel}>
        {ADMIN_TEXTS.applications.message}
      </label>
      <p className={styles.muted} id={`${id}-help`}>
        {ADMIN_TEXTS.applications.messageHelp}
      </p>
      <textarea
        id={id}
        className={styles.textarea}
        aria-describedby={`${id}-help`}
        maxLength={2000}
        rows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <p className={styles.importActions}>
        <Button type="submit" variant="primary" isDisabled={move.isPending}>
          {move.isPending ? ADMIN_TEXTS.applications.moving : ADMIN_TEXTS.applications.move}
        </Button>
      </p>
    </form>
  );
}

function Notes({ application: a }: { application: AdminApplication }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const add = useAddApplicationNote(a.id, {
    onSuccess: () => {
      setBody('');
      setProblem(null);
      setAdded(true);
    },
    onError: (error) =>
      setProblem(error.fields.body ?? (error.kind === 'http' ? error.message : T.noteFailed)),
  });
  return (
    <>
      <h2>{T.notes}</h2>
      <p className={styles.muted}>{T.notesHelp}</p>
      {a.notes.length === 0 ? (
        <p>{T.noNotes}</p>
      ) : (
        <ul className={styles.notes}>
          {a.notes.map((n) => (
            <li key={n.id}>
              <p className={styles.noteBody}>{n.body}</p>
              <p className={styles.muted}>
                {n.author_email} · <time dateTime={n.at}>{new Date(n.at).toLocaleString('en')}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setAdded(false);
          add.mutate(body);
        }}
      >
        <label htmlFor={id} className={styles.fileLabel}>
          {T.note}
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          maxLength={5000}
          rows={3}
          value={body}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {problem ? (
          <p id={`${id}-error`} className={styles.error}>
            {problem}
          </p>
        ) : null}
        <FormAlert tone="success">{added ? T.noteAdded : null}</FormAlert>
        <p className={styles.importActions}>
          <Button type="submit" variant="secondary" isDisabled={add.isPending}>
            {T.addNote}
          </Button>
        </p>
      </form>
    </>
  );
}
