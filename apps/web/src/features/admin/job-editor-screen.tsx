import type { AdminPosition } from '@portico/contracts';
import { FIELD_REGISTRY, type FormValues, SimpleForm } from '@portico/forms';
import { Button, FormAlert, LoadingState, useToast } from '@portico/ui';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  useAdminPosition,
  useCreateAdminPosition,
  useUpdateAdminPosition,
} from '../../lib/api/endpoints/admin.js';
import type { ApiError } from '../../lib/api/errors.js';
import styles from './admin.module.css';
import { ADMIN_PATHS, StatusBadge } from './admin-frame.js';
import { JobActions } from './job-actions.js';
import { formErrorsOf, formValuesOf, JOB_FORM, positionInputOf } from './job-form.js';
import { RecordLoadFailed } from './record-load-failed.js';
import { ReferralsSection } from './referrals-section.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.editor;

/** The job's public address as a path of the site the recruiter is on, query included. */
function sitePath(link: string, href: (path: string) => string): string {
  const url = new URL(link, 'http://site.invalid');
  return href(`${url.pathname}${url.search}`);
}

/** What a failed save says: the fields the server named, and a message for the rest. */
function saveProblem(error: ApiError): { fields: Record<string, string>; message: string | null } {
  const { errors, other } = formErrorsOf(error.fields);
  if (error.status === 409) return { fields: errors, message: error.message || T.conflict };
  if (error.kind === 'http' && Object.keys(errors).length > 0)
    return { fields: errors, message: other[0] ?? null };
  return { fields: errors, message: error.kind === 'http' ? error.message : T.saveFailed };
}

/** `/careers/admin/jobs/new`: a new job, saved as a draft or published at once. */
export function NewJobScreen({ href }: { href: (path: string) => string }) {
  const toasts = useToast();
  const navigate = useNavigate();
  const publishRef = useRef(false);
  const [problem, setProblem] = useState<{ fields: Record<string, string>; message: string | null }>();
  const create = useCreateAdminPosition({
    onSuccess: (job, { publish }) => {
      toasts.showToast(publish ? T.createdLive(job.position.title) : T.created(job.position.title), {
        type: 'success',
      });
      void navigate(href(ADMIN_PATHS.job(job.position.id)));
    },
    onError: (error) => setProblem(saveProblem(error)),
  });
  const initialValues = useMemo(() => formValuesOf(null), []);
  const submit = (values: FormValues) => {
    const result = positionInputOf(values, null, new Date());
    if ('errors' in result) return setProblem({ fields: result.errors, message: null });
    setProblem(undefined);
    create.mutate({ position: result.input, publish: publishRef.current });
  };
  return (
    <>
      <p className={styles.back}>
        <Link to={href(ADMIN_PATHS.jobs)}>{T.back}</Link>
      </p>
      <h1>{T.newTitle}</h1>
      <FormAlert>{problem?.message}</FormAlert>
      <SimpleForm
        registry={FIELD_REGISTRY}
        definition={JOB_FORM}
        initialValues={initialValues}
        serverErrors={problem?.fields}
        aria-label={T.newTitle}
        onSubmit={submit}
        actions={
          <>
            <Button
              type="submit"
              variant="secondary"
              isDisabled={create.isPending}
              onPressStart={() => {
                publishRef.current = false;
              }}
            >
              {T.saveDraft}
            </Button>
            <Button
              type="submit"
              variant="primary"
              isDisabled={create.isPending}
              onPressStart={() => {
                publishRef.current = true;
              }}
            >
              {create.isPending ? T.saving : T.publish}
            </Button>
          </>
        }
      />
    </>
  );
}

/** `/careers/admin/jobs/{id}`: one job, its status and link, its next steps and its editor. */
export function EditJobScreen({ id, href }: { id: number; href: (path: string) => string }) {
  const job = useAdminPosition(id);
  if (job.isPending) return <LoadingState label={T.loading} />;
  if (job.isError)
    return (
      <RecordLoadFailed
        error={job.error}
        back={{ to: href(ADMIN_PATHS.jobs), label: T.back }}
        words={T}
        onRetry={() => job.refetch()}
      />
    );
  return <JobEditor job={job.data} href={href} onReload={() => job.refetch()} />;
}

function JobEditor({
  job,
  href,
  onReload,
}: {
  job: AdminPosition;
  href: (path: string) => string;
  onReload: () => Promise<unknown>;
}) {
  const [problem, setProblem] = useState<{
    fields: Record<string, string>;
    message: string | null;
    stale?: boolean;
  }>();
  const [saved, setSaved] = useState(false);
  const update = useUpdateAdminPosition(job.position.id, {
    onSuccess: () => {
      setProblem(undefined);
      setSaved(true);
    },
    onError: (error) => setProblem({ ...saveProblem(error), stale: error.status === 409 }),
  });
  // A new version (a save, a reload, a publish) resets the form to what is stored; nothing else does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the version the server answered.
  const initialValues = useMemo(() => formValuesOf(job.position), [job.version]);
  const submit = (values: FormValues) => {
    setSaved(false);
    const result = positionInputOf(values, job.position, new Date());
    if ('errors' in result) return setProblem({ fields: result.errors, message: null });
    setProblem(undefined);
    update.mutate({ position: result.input, version: job.version });
  };
  return (
    <>
      <p className={styles.back}>
        <Link to={href(ADMIN_PATHS.jobs)}>{T.back}</Link>
      </p>
      <div className={styles.heading}>
        <h1>{T.editTitle(job.position.title)}</h1>
        <div className={styles.rowActions}>
          <JobActions
            job={{ id: job.position.id, title: job.position.title, status: job.status }}
            href={href}
          />
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{T.status}</dt>
          <dd>
            <StatusBadge status={job.status}>{ADMIN_TEXTS.statuses[job.status]}</StatusBadge>
          </dd>
        </div>
        {job.status === 'draft' ? null : (
          <div>
            <dt>{job.position.isPrivate ? T.linkPrivate : T.link}</dt>
            <dd>
              {/* The text is the address to share; the link opens the page on this site (here, maybe a local one). */}
              <a href={sitePath(job.link, href)} className={styles.link}>
                {job.link}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <FormAlert>{problem?.message}</FormAlert>
      {problem?.stale ? (
        <p>
          <Button
            variant="secondary"
            onPress={() => {
              setProblem(undefined);
              void onReload();
            }}
          >
            {T.reload}
          </Button>
        </p>
      ) : null}
      <FormAlert tone="success">{saved && !update.isPending ? T.saved : null}</FormAlert>
      <SimpleForm
        registry={FIELD_REGISTRY}
        definition={JOB_FORM}
        initialValues={initialValues}
        serverErrors={problem?.fields}
        aria-label={T.formLabel}
        onSubmit={submit}
        actions={
          <Button type="submit" variant="primary" isDisabled={update.isPending}>
            {update.isPending ? T.saving : T.save}
          </Button>
        }
      />
      <ReferralsSection job={{ id: job.position.id, status: job.status }} />
    </>
  );
}
