import type { AdminPositionStatus, AdminReferral } from '@portico/contracts';
import { Button, FormAlert, LoadingState, TextField, useToast } from '@portico/ui';
import { type FormEvent, useId, useState } from 'react';
import { useCreateReferral, usePositionReferrals } from '../../lib/api/endpoints/admin-referrals.js';
import type { ApiError } from '../../lib/api/errors.js';
import { formatDate } from '../../lib/dates.js';
import styles from './admin.module.css';
import { StatusBadge } from './admin-frame.js';
import { TextareaField } from './textarea-field.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.referrals;

/** Only a published job takes applications (a private one through its link), so only it can take referrals. */
const takesReferrals = (status: AdminPositionStatus) => status === 'published' || status === 'private';

/**
 * A job's referrals (docs/decisions/054): who referred whom and when, whether they applied, and the form that
 * records one (the server mails the person the job's link with a `referral_token`).
 */
export function ReferralsSection({ job }: { job: { id: number; status: AdminPositionStatus } }) {
  const referrals = usePositionReferrals(job.id);
  return (
    <section aria-labelledby="referrals-title" className={styles.card}>
      <h2 id="referrals-title">{T.title}</h2>
      <p className={`${styles.muted} ${styles.intro}`}>{T.intro}</p>
      {referrals.isPending ? <LoadingState label={T.loading} /> : null}
      {referrals.isError ? (
        <FormAlert>
          {T.loadFailed}{' '}
          <Button variant="secondary" size="small" onPress={() => referrals.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </FormAlert>
      ) : null}
      {referrals.data?.length === 0 ? <p>{T.none}</p> : null}
      {referrals.data && referrals.data.length > 0 ? <ReferralsTable referrals={referrals.data} /> : null}
      {takesReferrals(job.status) ? (
        <ReferralForm positionId={job.id} onRefused={() => referrals.refetch()} />
      ) : (
        <p className={styles.muted}>{job.status === 'draft' ? T.draft : T.closed}</p>
      )}
    </section>
  );
}

function ReferralsTable({ referrals }: { referrals: AdminReferral[] }) {
  const c = T.columns;
  return (
    <>
      <p className={styles.count}>{T.count(referrals.length)}</p>
      <table className={styles.table} aria-label={T.listLabel}>
        <thead>
          <tr>
            <th scope="col">{c.person}</th>
            <th scope="col">{c.referrer}</th>
            <th scope="col">{c.recorded}</th>
            <th scope="col">{c.applied}</th>
            <th scope="col">{c.note}</th>
          </tr>
        </thead>
        <tbody>
          {referrals.map((r) => (
            <tr key={r.id}>
              <th scope="row" data-label={c.person}>
                <span className={styles.address}>{r.candidate_email}</span>
              </th>
              <td data-label={c.referrer}>
                <span>
                  {r.referrer_name}
                  <br />
                  <span className={`${styles.muted} ${styles.address}`}>{r.referrer_email}</span>
                </span>
              </td>
              <td data-label={c.recorded}>
                <span>
                  {formatDate(r.created_at, 'en')}
                  {r.created_by_email ? (
                    <>
                      <br />
                      <span className={`${styles.muted} ${styles.address}`}>
                        {T.recordedBy(r.created_by_email)}
                      </span>
                    </>
                  ) : null}
                </span>
              </td>
              <td data-label={c.applied}>
                {r.applied_at ? (
                  <StatusBadge status="applied">{T.appliedOn(formatDate(r.applied_at, 'en'))}</StatusBadge>
                ) : (
                  <span className={styles.muted}>{T.notApplied}</span>
                )}
              </td>
              <td data-label={c.note}>{r.note ? <span className={styles.noteBody}>{r.note}</span> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const EMPTY = { referrer_name: '', referrer_email: '', candidate_email: '', note: '' };

/**
 * What a refused write says: the server's field errors under their fields; a 409 (the job closed, or the
 * address was referred already) and anything else as one message above the form.
 */
function problemOf(error: ApiError): { text: string | null; fields: Record<string, string> } {
  if (error.status === 409) return { text: error.kind === 'http' ? error.message : T.failed, fields: {} };
  const fields = error.fields;
  return {
    text: Object.keys(fields).length > 0 ? null : error.kind === 'http' ? error.message : T.failed,
    fields,
  };
}

function ReferralForm({ positionId, onRefused }: { positionId: number; onRefused: () => void }) {
  const id = useId();
  const toasts = useToast();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<ReturnType<typeof problemOf> | null>(null);
  const create = useCreateReferral(positionId, {
    onSuccess: (made) => {
      toasts.showToast(T.recorded(made.candidate_email), { type: 'success' });
      setProblem(null);
      // The referrer often puts several people forward: their name and address stay for the next one.
      setValues((v) => ({ ...v, candidate_email: '', note: '' }));
    },
    onError: (error) => {
      setProblem(problemOf(error));
      // A conflict means the page is behind the server (the job closed, or someone recorded this person).
      if (error.status === 409) onRefused();
    },
  });
  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const fields = problem?.fields ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    create.mutate({
      referrer_name: values.referrer_name.trim(),
      referrer_email: values.referrer_email.trim(),
      candidate_email: values.candidate_email.trim(),
      note: values.note.trim(),
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} noValidate className={styles.referralForm}>
      <h3 id={`${id}-title`}>{T.formTitle}</h3>
      <FormAlert>{problem?.text}</FormAlert>
      <div className={styles.filters}>
        <TextField
          label={T.referrerName}
          isRequired
          maxLength={200}
          autoComplete="off"
          value={values.referrer_name}
          onChange={set('referrer_name')}
          errorMessage={fields.referrer_name}
          validationBehavior="aria"
          className={styles.grow}
        />
        <TextField
          label={T.referrerEmail}
          type="email"
          isRequired
          maxLength={254}
          autoComplete="off"
          value={values.referrer_email}
          onChange={set('referrer_email')}
          errorMessage={fields.referrer_email}
          validationBehavior="aria"
          className={styles.grow}
        />
      </div>
      <TextField
        label={T.candidateEmail}
        description={T.candidateEmailHelp}
        type="email"
        isRequired
        maxLength={254}
        autoComplete="off"
        value={values.candidate_email}
        onChange={set('candidate_email')}
        errorMessage={fields.candidate_email}
        validationBehavior="aria"
      />
      <TextareaField
        label={T.note}
        value={values.note}
        onChange={set('note')}
        error={fields.note}
        rows={3}
        maxLength={2000}
      />
      <div className={`${styles.rowActions} ${styles.importActions}`}>
        <Button type="submit" variant="primary" isDisabled={create.isPending}>
          {create.isPending ? T.submitting : T.submit}
        </Button>
      </div>
    </form>
  );
}
