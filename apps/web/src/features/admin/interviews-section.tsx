import {
  type AdminApplication,
  type AdminInterview,
  INTERVIEW_KINDS,
  type InterviewKind,
  type ScheduleInterviewRequest,
} from '@portico/contracts';
import { Button, FormAlert, LoadingState, Select, TextField, useToast } from '@portico/ui';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import {
  useApplicationInterviews,
  useCancelInterview,
  useInterviewers,
  useRescheduleInterview,
  useScheduleInterview,
} from '../../lib/api/endpoints/admin-interviews.js';
import type { ApiError } from '../../lib/api/errors.js';
import { browserZone, formatInZone, timeZones, wallClockIn } from '../../lib/interview-time.js';
import styles from './admin.module.css';
import { StatusBadge } from './admin-frame.js';
import { TextareaField } from './textarea-field.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.interviews;

/** "Thursday, April 2, 2026 at 10:00 AM (Europe/Berlin)": the interview's time in its own zone. */
export function interviewWhen(i: Pick<AdminInterview, 'starts_at' | 'time_zone'>): string {
  const { date, time } = formatInZone(i.starts_at, i.time_zone, 'en');
  return `${date}, ${time} (${i.time_zone})`;
}

/** What a failed write says: field errors under their fields, a 409 with a reload, anything else on top. */
function problemOf(error: ApiError): { text: string | null; stale: boolean; fields: Record<string, string> } {
  if (error.status === 409)
    return { text: error.kind === 'http' ? error.message : T.stale, stale: true, fields: {} };
  const fields = error.fields;
  const text = Object.keys(fields).length > 0 ? null : error.kind === 'http' ? error.message : T.failed;
  return { text, stale: false, fields };
}

/** An application's interviews: the list with reschedule and cancel, and the form to schedule another. */
export function InterviewsSection({ application: a }: { application: AdminApplication }) {
  const interviews = useApplicationInterviews(a.id);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section aria-labelledby="interviews-title" className={styles.card}>
      <h2 id="interviews-title">{T.sectionTitle}</h2>
      {interviews.isPending ? <LoadingState label={T.loading} /> : null}
      {interviews.isError ? (
        <FormAlert>
          {T.loadFailed}{' '}
          <Button variant="secondary" size="small" onPress={() => interviews.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </FormAlert>
      ) : null}
      {interviews.data?.length === 0 ? <p>{T.none}</p> : null}
      {interviews.data && interviews.data.length > 0 ? (
        <ul className={styles.interviews}>
          {interviews.data.map((i) => (
            <li key={i.id}>
              <InterviewItem
                applicationId={a.id}
                interview={i}
                editing={editing === i.id}
                onEdit={(on) => setEditing(on ? i.id : null)}
                onReload={() => interviews.refetch()}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? null : <InterviewForm applicationId={a.id} />}
    </section>
  );
}

function InterviewItem({
  applicationId,
  interview: i,
  editing,
  onEdit,
  onReload,
}: {
  applicationId: string;
  interview: AdminInterview;
  editing: boolean;
  onEdit: (on: boolean) => void;
  onReload: () => Promise<unknown>;
}) {
  const when = interviewWhen(i);
  const [canceling, setCanceling] = useState(false);
  const past = new Date(i.ends_at).getTime() <= Date.now();
  return (
    <article className={styles.interview} aria-label={when}>
      <p className={styles.documentName}>
        <strong>{when}</strong> · {T.minutes(i.duration_minutes)} · {T.kinds[i.kind]}{' '}
        <StatusBadge status={i.status}>{T.statuses[i.status]}</StatusBadge>
      </p>
      {i.place ? <p className={styles.link}>{i.place}</p> : null}
      <p className={styles.muted}>{T.with(i.interviewers.map((p) => p.name).join(', '))}</p>
      {i.status === 'canceled' && i.cancel_reason ? <p>{T.canceledBecause(i.cancel_reason)}</p> : null}
      {i.status === 'scheduled' && !past && !editing && !canceling ? (
        <div className={styles.rowActions}>
          <Button
            variant="secondary"
            size="small"
            aria-label={T.reschedule(when)}
            onPress={() => onEdit(true)}
          >
            {T.rescheduleShort}
          </Button>
          <Button
            variant="secondary"
            size="small"
            aria-label={T.cancel(when)}
            onPress={() => setCanceling(true)}
          >
            {T.cancelShort}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <InterviewForm
          applicationId={applicationId}
          interview={i}
          onDone={() => onEdit(false)}
          onReload={onReload}
        />
      ) : null}
      {canceling ? (
        <CancelForm
          applicationId={applicationId}
          interview={i}
          onDone={() => setCanceling(false)}
          onReload={onReload}
        />
      ) : null}
    </article>
  );
}

/** Cancel with a reason, after a second, explicit press: the candidate is emailed at once. */
function CancelForm({
  applicationId,
  interview: i,
  onDone,
  onReload,
}: {
  applicationId: string;
  interview: AdminInterview;
  onDone: () => void;
  onReload: () => Promise<unknown>;
}) {
  const toasts = useToast();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof problemOf> | null>(null);
  const cancel = useCancelInterview(applicationId, {
    onSuccess: () => {
      toasts.showToast(T.canceled, { type: 'success' });
      onDone();
    },
    onError: (error) => setProblem(problemOf(error)),
  });
  const error = problem?.fields.reason;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate({ id: i.id, reason, version: i.version });
      }}
    >
      <FormAlert>{problem?.text}</FormAlert>
      {problem?.stale ? <ReloadButton onReload={onReload} onDone={onDone} /> : null}
      <TextareaField
        label={T.cancelReason}
        value={reason}
        onChange={setReason}
        error={error}
        rows={2}
        maxLength={500}
      />
      <div className={`${styles.rowActions} ${styles.importActions}`}>
        <Button type="submit" variant="primary" isDisabled={cancel.isPending}>
          {cancel.isPending ? T.canceling : T.confirmCancel}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {T.keep}
        </Button>
      </div>
    </form>
  );
}

function ReloadButton({ onReload, onDone }: { onReload: () => Promise<unknown>; onDone: () => void }) {
  return (
    <p>
      <Button
        variant="secondary"
        onPress={() => {
          onDone();
          void onReload();
        }}
      >
        {T.reload}
      </Button>
    </p>
  );
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Schedule a new interview, or (with `interview`) move one, naming the version it was read at. */
function InterviewForm({
  applicationId,
  interview,
  onDone,
  onReload,
}: {
  applicationId: string;
  interview?: AdminInterview;
  onDone?: () => void;
  onReload?: () => Promise<unknown>;
}) {
  const id = useId();
  const toasts = useToast();
  const staff = useInterviewers();
  const start = interview ? wallClockIn(interview.starts_at, interview.time_zone) : null;
  const [date, setDate] = useState(start?.date ?? '');
  const [time, setTime] = useState(start?.time ?? '10:00');
  const [duration, setDuration] = useState(String(interview?.duration_minutes ?? 45));
  // The server render has no browser: the zone list and the browser's zone come after hydration.
  const savedZone = interview?.time_zone;
  const [zone, setZone] = useState(interview?.time_zone ?? 'UTC');
  const [zones, setZones] = useState<string[]>(() => [interview?.time_zone ?? 'UTC']);
  useEffect(() => {
    // The zone in use stays choosable even where this browser names it differently (an older alias).
    const current = savedZone ?? browserZone();
    const all = timeZones();
    setZones(all.includes(current) ? all : [current, ...all]);
    setZone(current);
    setDate((d) => d || tomorrow());
  }, [savedZone]);
  const [kind, setKind] = useState<InterviewKind>(interview?.kind ?? 'video');
  const [place, setPlace] = useState(interview?.place ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(interview?.interviewers.map((p) => p.id) ?? []),
  );
  const [message, setMessage] = useState(interview?.message ?? '');
  const [problem, setProblem] = useState<ReturnType<typeof problemOf> | null>(null);
  const options = { onError: (error: ApiError) => setProblem(problemOf(error)) };
  const schedule = useScheduleInterview(applicationId, {
    ...options,
    onSuccess: () => {
      toasts.showToast(T.scheduled, { type: 'success' });
      setProblem(null);
      setPlace('');
      setMessage('');
    },
  });
  const reschedule = useRescheduleInterview(applicationId, {
    ...options,
    onSuccess: () => {
      toasts.showToast(T.rescheduled, { type: 'success' });
      onDone?.();
    },
  });
  const pending = schedule.isPending || reschedule.isPending;
  const zoneOptions = useMemo(() => zones.map((z) => ({ id: z, label: z.replaceAll('_', ' ') })), [zones]);
  const fields = problem?.fields ?? {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body: ScheduleInterviewRequest = {
      date,
      time,
      time_zone: zone,
      duration_minutes: Number(duration),
      kind,
      place: place.trim(),
      interviewer_ids: [...chosen],
      message: message.trim() || undefined,
    };
    if (interview) reschedule.mutate({ ...body, id: interview.id, version: interview.version });
    else schedule.mutate(body);
  };
  const title = interview ? T.rescheduleTitle(interviewWhen(interview)) : T.scheduleTitle;
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} noValidate className={styles.interviewForm}>
      <h3 id={`${id}-title`}>{title}</h3>
      {interview ? null : <p className={styles.muted}>{T.scheduleHelp}</p>}
      <FormAlert>{problem?.text}</FormAlert>
      {problem?.stale && onReload && onDone ? <ReloadButton onReload={onReload} onDone={onDone} /> : null}
      <div className={styles.filters}>
        <TextField
          label={T.date}
          type="date"
          isRequired
          value={date}
          onChange={setDate}
          errorMessage={fields.date}
          validationBehavior="aria"
        />
        <TextField
          label={T.time}
          type="time"
          isRequired
          value={time}
          onChange={setTime}
          errorMessage={fields.time}
          validationBehavior="aria"
        />
        <TextField
          label={T.duration}
          inputMode="numeric"
          isRequired
          value={duration}
          onChange={setDuration}
          errorMessage={fields.duration_minutes}
          validationBehavior="aria"
        />
      </div>
      <div className={styles.filters}>
        <div>
          <Select label={T.timeZone} value={zone} options={zoneOptions} onChange={setZone} />
          {fields.time_zone ? <p className={styles.error}>{fields.time_zone}</p> : null}
        </div>
        <Select
          label={T.kind}
          value={kind}
          options={INTERVIEW_KINDS.map((k) => ({ id: k, label: T.kinds[k] }))}
          onChange={setKind}
        />
      </div>
      <TextField
        label={T.placeLabels[kind]}
        type={kind === 'video' ? 'url' : 'text'}
        isRequired={kind !== 'phone'}
        maxLength={500}
        value={place}
        onChange={setPlace}
        errorMessage={fields.place}
        validationBehavior="aria"
        className={styles.grow}
      />
      <fieldset
        className={styles.interviewers}
        aria-describedby={fields.interviewer_ids ? `${id}-who-error` : undefined}
      >
        <legend className={styles.fileLabel}>{T.interviewers}</legend>
        {staff.isPending ? <p className={styles.muted}>{T.interviewersLoading}</p> : null}
        {staff.isError ? <p className={styles.error}>{T.interviewersFailed}</p> : null}
        {staff.data?.map((person) => (
          <label key={person.id} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.has(person.id)}
              onChange={(event) =>
                setChosen((old) => {
                  const next = new Set(old);
                  if (event.target.checked) next.add(person.id);
                  else next.delete(person.id);
                  return next;
                })
              }
            />{' '}
            {person.name} <span className={styles.muted}>({person.email})</span>
          </label>
        ))}
        {fields.interviewer_ids ? (
          <p id={`${id}-who-error`} className={styles.error}>
            {fields.interviewer_ids}
          </p>
        ) : null}
      </fieldset>
      <label htmlFor={`${id}-message`} className={styles.fileLabel}>
        {T.message}
      </label>
      <textarea
        id={`${id}-message`}
        className={styles.textarea}
        rows={3}
        maxLength={2000}
        value={message}
        aria-invalid={fields.message ? true : undefined}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className={`${styles.rowActions} ${styles.importActions}`}>
        <Button type="submit" variant="primary" isDisabled={pending}>
          {interview ? (pending ? T.saving : T.saveNewTime) : pending ? T.scheduling : T.schedule}
        </Button>
        {interview && onDone ? (
          <Button variant="secondary" onPress={onDone}>
            {T.keep}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
