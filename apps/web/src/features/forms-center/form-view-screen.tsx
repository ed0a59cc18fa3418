import type { CandidateForm } from '@portico/contracts';
import {
  FIELD_REGISTRY,
  type FormDefinition,
  type FormLoaders,
  type FormValues,
  formDefinitionSchema,
  type SelectOption,
  SimpleForm,
  StepperForm,
} from '@portico/forms';
import { Button, ErrorState, FormAlert, LoadingState } from '@portico/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useCandidateForm,
  useSaveCandidateForm,
  useSubmitCandidateForm,
} from '../../lib/api/endpoints/forms-center.js';
import { isApiError } from '../../lib/api/errors.js';
import { formatDate } from '../../lib/dates.js';
import styles from './forms-center.module.css';
import { hrefWithTab, isOverdue } from './forms-center-rules.js';

export interface FormViewScreenProps {
  id: string;
  /** The forms center (with the tenant's `domain`), for the back link. */
  listHref: string;
  /** Select options of an endpoint, through the app's request layer. */
  getOptions(url: string): Promise<readonly SelectOption[]>;
  /** The skill selector's search. */
  searchSkills(query: string): Promise<string[]>;
}

/** 404 (not this candidate's, or gone) and 400 (not a form id at all) both mean "no such form". */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * `/careers/forms/center/:id` (spec 2 §2 `formView`): one assigned form, drawn by the toolkit in its simple
 * or stepper layout. Pending: the candidate saves progress and submits (the toolkit validates first; the
 * server's field errors are shown at the fields). Sent: the same form, read-only.
 */
export function FormViewScreen({ id, listHref, getOptions, searchSkills }: FormViewScreenProps) {
  const { t } = useTranslation('formsCenter');
  const query = useCandidateForm(id);
  // Kept here, above the keyed view: the read-only view that replaces the form after a submit says so.
  const [sentId, setSentId] = useState<string | null>(null);
  // A sent form's way back is the tab it is listed under.
  const backHref = query.data?.status === 'submitted' ? hrefWithTab(listHref, 'completed') : listHref;
  const back = (
    <Link to={backHref} className={styles.back}>
      <span aria-hidden="true">←</span> {t('form.back')}
    </Link>
  );
  if (query.isPending) {
    return (
      <div className={styles.page}>
        {back}
        <LoadingState label={t('form.loading')} />
      </div>
    );
  }
  if (query.isError) {
    const missing = isMissing(query.error);
    return (
      <div className={styles.page}>
        {back}
        <h1 className={styles.title}>{t('title')}</h1>
        <ErrorState message={t(missing ? 'form.notFound' : 'form.loadFailed')}>
          {missing ? null : (
            <Button variant="secondary" onPress={() => query.refetch()}>
              {t('list.retry')}
            </Button>
          )}
        </ErrorState>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {back}
      <AssignedForm
        // A form sent elsewhere (another tab) comes back read-only: start that view afresh.
        key={`${query.data.id}:${query.data.status}`}
        form={query.data}
        justSent={sentId === query.data.id}
        onSent={setSentId}
        getOptions={getOptions}
        searchSkills={searchSkills}
      />
    </div>
  );
}

type Notice =
  | { tone: 'success'; key: 'form.saved' | 'form.submitted' }
  | { tone: 'error'; key: 'form.saveFailed' | 'form.submitFailed' | 'form.fixErrors' | 'form.alreadySent' };

function AssignedForm({
  form,
  justSent,
  onSent,
  getOptions,
  searchSkills,
}: {
  form: CandidateForm;
  /** This view replaces the form the candidate just sent. */
  justSent: boolean;
  onSent: (id: string) => void;
} & Pick<FormViewScreenProps, 'getOptions' | 'searchSkills'>) {
  const { t, i18n } = useTranslation('formsCenter');
  const readOnly = form.status === 'submitted';
  const parsed = useMemo(() => formDefinitionSchema.safeParse(form.definition), [form.definition]);
  // The answers the form starts from: fixed for this view, so a save never resets what is on screen.
  const [initialValues] = useState<FormValues>(() => form.answers);
  const latest = useRef<FormValues>(form.answers);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>(undefined);
  const [notice, setNotice] = useState<Notice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaders = useMemo<FormLoaders>(
    () => ({ getOptions, skillSearches: { skills: searchSkills } }),
    [getOptions, searchSkills],
  );
  const save = useSaveCandidateForm({
    onSuccess: () => setNotice({ tone: 'success', key: 'form.saved' }),
    onError: (error) =>
      setNotice({ tone: 'error', key: error.status === 409 ? 'form.alreadySent' : 'form.saveFailed' }),
  });
  const submit = useSubmitCandidateForm({
    onSuccess: (sent) => onSent(sent.id),
    onError: (error) => {
      if (error.status === 422 && Object.keys(error.fields).length > 0) {
        setServerErrors({ ...error.fields });
        setNotice({ tone: 'error', key: 'form.fixErrors' });
      } else {
        setNotice({ tone: 'error', key: error.status === 409 ? 'form.alreadySent' : 'form.submitFailed' });
      }
    },
  });
  // The submit button is gone with the form it was in: the focus goes to the page's heading, below which the
  // read-only view says the form was sent.
  useEffect(() => {
    if (justSent && readOnly) headingRef.current?.focus();
  }, [justSent, readOnly]);

  const date = (iso: string) => formatDate(iso, i18n.language);
  const busy = save.isPending || submit.isPending;
  const shown: Notice | null =
    notice ?? (justSent && readOnly ? { tone: 'success', key: 'form.submitted' } : null);
  const definition: FormDefinition | null = parsed.success ? parsed.data : null;
  const Layout = form.layout === 'stepper' ? StepperForm : SimpleForm;

  return (
    <>
      <header className={styles.formHeader}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title} dir="auto">
          {form.title}
        </h1>
        {form.description ? (
          <p className={styles.intro} dir="auto">
            {form.description}
          </p>
        ) : null}
        <p className={styles.meta}>
          {readOnly && form.submitted_at ? (
            <span className={styles.sentNote}>
              {t('form.readOnlyNote', { date: date(form.submitted_at) })}
            </span>
          ) : null}
          {!readOnly && form.due_at ? (
            <span className={isOverdue(form, new Date()) ? styles.overdue : undefined}>
              {t('list.due', { date: date(form.due_at) })}
            </span>
          ) : null}
        </p>
      </header>
      {shown ? (
        <FormAlert tone={shown.tone} className={styles.notice}>
          {t(shown.key)}
        </FormAlert>
      ) : null}
      {definition ? (
        <Layout
          registry={FIELD_REGISTRY}
          definition={definition}
          mode={readOnly ? 'readonly' : 'edit'}
          initialValues={initialValues}
          loaders={loaders}
          serverErrors={serverErrors}
          aria-label={form.title}
          onChange={(values) => {
            latest.current = values;
            if (notice?.tone === 'success') setNotice(null);
          }}
          onSubmit={async (values) => {
            latest.current = values;
            setNotice(null);
            setServerErrors(undefined);
            // Errors are shown by the mutation's onError; the form itself has nothing more to do.
            await submit.mutateAsync({ id: form.id, answers: values }).catch(() => undefined);
          }}
          actions={
            readOnly ? null : (
              <>
                <Button
                  variant="secondary"
                  isDisabled={busy}
                  onPress={() => {
                    setNotice(null);
                    save.mutate({ id: form.id, answers: latest.current });
                  }}
                >
                  {save.isPending ? t('form.saving') : t('form.save')}
                </Button>
                <Button type="submit" variant="primary" isDisabled={busy}>
                  {submit.isPending ? t('form.submitting') : t('form.submit')}
                </Button>
              </>
            )
          }
        />
      ) : (
        <ErrorState message={t('form.invalidDefinition')} />
      )}
    </>
  );
}
