import type {
  ApplyPosition,
  DraftApplication,
  ResumeSummary,
  SourceParams,
  UploadResumeResponse,
} from '@portico/contracts';
import {
  FIELD_REGISTRY,
  type FormLoaders,
  type FormValues,
  StepperForm,
  useFormsT,
  validateForm,
} from '@portico/forms';
import { Button, FormAlert, Modal, useToast } from '@portico/ui';
import { type FocusEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../lib/api/context.js';
import {
  type ApplyForm,
  type SubmitApplicationResult,
  useSubmitApplication,
} from '../../lib/api/endpoints/apply.js';
import { deleteDraftApplications, getDraftApplications } from '../../lib/api/endpoints/draft-applications.js';
import { isApiError } from '../../lib/api/errors.js';
import styles from './apply.module.css';
import {
  type ApplyPlan,
  buildApplyPlan,
  reviewDefinition,
  sectionOfField,
  withResumeChecks,
} from './apply-definition.js';
import type { ApplyTarget } from './apply-target.js';
import { Confirmation } from './confirmation.js';
import { chooseStart, type StartState } from './draft-start.js';
import {
  browserStorage,
  draftKey,
  type ResumeChecks,
  readLocalDraft,
  removeLocalDraft,
  writeLocalDraft,
} from './draft-store.js';
import { fillFromResume } from './prefill.js';
import { type ResumeError, ResumeStep } from './resume-step.js';
import { type DraftSnapshot, type SaveStatus, useAutosave } from './use-autosave.js';

export interface ApplyFlowProps {
  readonly form: ApplyForm;
  readonly target: ApplyTarget;
  readonly source: SourceParams;
  readonly domain: string;
  readonly userId: string | null;
  readonly jobHref: (position: ApplyPosition) => string;
  readonly searchHref: string;
  readonly loaders: FormLoaders;
}

/**
 * The application itself (the lazily loaded part of the apply page): Resume, the questions on the toolkit's
 * stepper layout, Review with Submit, and the confirmation. Every change is kept (use-autosave.ts).
 */
export function ApplyFlow(props: ApplyFlowProps) {
  const { t } = useTranslation('apply');
  const plan = useMemo(() => {
    try {
      return buildApplyPlan(props.form, (job, section) =>
        t('jobSection', { job: job.title, section: section.title }),
      );
    } catch (error) {
      console.error('The application form definition cannot be drawn', error);
      return null;
    }
  }, [props.form, t]);
  if (!plan) return <FormAlert>{t('errors.invalidForm')}</FormAlert>;
  if (plan.applicable.length === 0)
    return (
      <div className={styles.notice}>
        <Unavailable plan={plan} />
        <Link to={props.searchHref} className={styles.secondaryLink}>
          {t('searchJobs')}
        </Link>
      </div>
    );
  return <StartLoader {...props} plan={plan} />;
}

function Unavailable({ plan }: { plan: ApplyPlan }) {
  const { t } = useTranslation('apply');
  if (plan.unavailable.length === 0) return null;
  return (
    <section className={styles.unavailable} aria-labelledby="apply-unavailable">
      <h2 id="apply-unavailable" className={styles.unavailableTitle}>
        {t('unavailable')}
      </h2>
      <ul className={styles.unavailableList}>
        {plan.unavailable.map(({ position, reason }) => (
          <li key={position.id}>
            <span className={styles.resultTitle}>{position.title}</span>{' '}
            <span>{reason === 'applied' ? t('alreadyApplied') : t('closed')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Loading({ children }: { children: string }) {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {children}
    </p>
  );
}

/** Reads the browser's copy and (signed in) the server's drafts, then starts the wizard where they say. */
function StartLoader(props: ApplyFlowProps & { plan: ApplyPlan }) {
  const { t } = useTranslation('apply');
  const api = useApi();
  const { domain, userId, target, plan, form } = props;
  const signedIn = userId !== null;
  const storageKey = draftKey(domain, userId, target.pids);
  const [state, setState] = useState<{ start: StartState; generation: number } | null>(null);

  // Once per page: the first render's values decide the start; later changes are the wizard's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on purpose
  useEffect(() => {
    let live = true;
    const storage = browserStorage();
    let local = readLocalDraft(storage, storageKey);
    if (!local && signedIn) {
      // Started before signing in: the visitor's copy becomes the candidate's, sent with the first save.
      const visitorKey = draftKey(domain, null, target.pids);
      const visitor = readLocalDraft(storage, visitorKey);
      if (visitor) {
        local = { ...visitor, dirty: true, versions: {} };
        writeLocalDraft(storage, storageKey, local);
        removeLocalDraft(storage, visitorKey);
      }
    }
    const ids = plan.applicable.map((p) => p.id);
    const begin = (drafts: DraftApplication[] | null) => {
      if (live)
        setState({ start: chooseStart({ local, signedIn, drafts, prefill: form.prefill }), generation: 0 });
    };
    if (!signedIn) begin(null);
    else
      getDraftApplications(api).then(
        (all) => begin(all.openDraftApplications.filter((d) => ids.includes(d.position_id))),
        () => begin(null),
      );
    return () => {
      live = false;
    };
  }, []);

  const restart = useCallback(
    (start: StartState) => setState((s) => ({ start, generation: (s?.generation ?? 0) + 1 })),
    [],
  );
  if (!state) return <Loading>{t('loadingDraft')}</Loading>;
  return (
    <Wizard key={state.generation} {...props} start={state.start} storageKey={storageKey} restart={restart} />
  );
}

type Stage = 'resume' | 'questions' | 'review' | 'done';
const STAGES = ['resume', 'questions', 'review'] as const;

interface WizardProps extends ApplyFlowProps {
  readonly plan: ApplyPlan;
  readonly start: StartState;
  readonly storageKey: string;
  readonly restart: (start: StartState) => void;
}

function placeholderResume(id: string, name: string): ResumeSummary {
  return { id, fileName: name, kind: 'pdf', size: 0, uploadedAt: '' };
}

function Wizard(props: WizardProps) {
  const { t, i18n } = useTranslation('apply');
  const { translate } = useFormsT();
  const api = useApi();
  const toast = useToast();
  const { plan, form, start, storageKey } = props;
  const signedIn = props.userId !== null;
  const positionIds = useMemo(() => plan.applicable.map((p) => p.id), [plan]);
  const reviewStep = plan.definition.sections.length + 1;

  const findResume = useCallback(
    (id: string | null, known: ResumeSummary | null): ResumeSummary | null => {
      if (!id) return null;
      if (known?.id === id) return known;
      return form.resumes.find((r) => r.id === id) ?? placeholderResume(id, t('resume.savedFile'));
    },
    [form.resumes, t],
  );

  const values = useRef<FormValues>(start.values);
  const step = useRef(start.step);
  const [resume, setResumeState] = useState(() => findResume(start.resumeId, start.resume));
  const resumeRef = useRef(resume);
  const [checks, setChecksState] = useState<ResumeChecks>(start.checks);
  const checksRef = useRef(checks);
  /** Each checked answer as it was filled: changing it clears its mark. */
  const checkedValues = useRef<Record<string, string>>(
    Object.fromEntries(Object.keys(start.checks).map((name) => [name, JSON.stringify(start.values[name])])),
  );
  /**
   * What the questions' form starts from, and a key that mounts it afresh with it. New answers (a newer draft
   * from another window) replace the form rather than reset it: a reset reports the loaded answers as a
   * change, which autosave would send back as a new version and so overwrite the other window's next save.
   */
  const [seed, setSeedState] = useState<{ values: FormValues; key: number }>({
    values: start.values,
    key: 0,
  });
  const setSeed = (next: FormValues) => setSeedState((s) => ({ values: next, key: s.key + 1 }));
  const [stage, setStage] = useState<Stage>(() => {
    if (form.resumeRequired && !resume) return 'resume';
    if (start.step <= 0) return 'resume';
    return start.step >= reviewStep ? 'review' : 'questions';
  });
  const sectionToOpen = useRef<number | null>(
    start.step > 1 && start.step < reviewStep ? start.step - 1 : null,
  );
  const [filledCount, setFilledCount] = useState<number | null>(null);
  const [resumeError, setResumeError] = useState<ResumeError | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  /** 409 or 410 for the one job: nothing left to send. */
  const [finalError, setFinalError] = useState<string | null>(null);
  const [result, setResult] = useState<SubmitApplicationResult | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const doneHeadingRef = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const formWrap = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusHeading = useRef(false);
  const sending = useRef(false);
  const [isSending, setSending] = useState(false);
  const submitMutation = useSubmitApplication();

  const snapshot = (): DraftSnapshot => ({
    values: values.current,
    step: step.current,
    resume: resumeRef.current,
    checks: checksRef.current,
  });
  const setResume = (next: ResumeSummary | null) => {
    resumeRef.current = next;
    setResumeState(next);
  };
  const setChecks = (next: ResumeChecks) => {
    checksRef.current = next;
    setChecksState(next);
  };

  const onNewerDraft = (draft: DraftApplication) => {
    values.current = { ...form.prefill, ...draft.values };
    step.current = draft.step;
    setSeed(values.current);
    setResume(findResume(draft.resume_id, resumeRef.current));
  };
  const autosave = useAutosave({
    api,
    signedIn,
    positionIds,
    privateToken: props.target.privateToken,
    storageKey,
    start: { ...snapshot(), versions: start.versions, dirty: start.dirty },
    onNewerDraft,
  });

  // The conflict message, in a polite live region that is on the page before it speaks.
  const conflictCount = autosave.conflicts + (start.replacedByNewer ? 1 : 0);
  useEffect(() => {
    if (conflictCount === 0) return;
    setAnnouncement('');
    const timer = setTimeout(() => setAnnouncement(t('conflict')), 100);
    return () => clearTimeout(timer);
  }, [conflictCount, t]);

  // A step change moves focus to the new step's heading (not at page load, and not when a field takes it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, on purpose
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [stage]);

  // Reopened in the middle of the questions: back to the section left.
  useEffect(() => {
    if (stage !== 'questions' || sectionToOpen.current === null) return;
    const index = sectionToOpen.current;
    sectionToOpen.current = null;
    const frame = requestAnimationFrame(() => {
      const sections = formWrap.current?.querySelectorAll<HTMLElement>('form section[aria-labelledby]');
      const section = sections?.[index];
      if (!section) return;
      section.scrollIntoView?.({ block: 'start' });
      section.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [stage]);

  function goTo(next: Stage, options: { focus?: boolean } = {}) {
    if (next === 'questions') setSeed({ ...values.current });
    if (next !== 'questions') setServerErrors(undefined);
    focusHeading.current = options.focus ?? true;
    step.current = next === 'resume' ? 0 : next === 'review' ? reviewStep : Math.max(1, step.current);
    if (step.current >= reviewStep && next === 'questions') step.current = 1;
    setStage(next);
    autosave.change(snapshot());
  }

  function onUploaded(answer: UploadResumeResponse['data']) {
    const fill = fillFromResume(plan.definition, values.current, answer.parsed);
    values.current = fill.values;
    for (const name of Object.keys(fill.checks))
      checkedValues.current[name] = JSON.stringify(fill.values[name]);
    setResume(answer.resume);
    setChecks({ ...checksRef.current, ...fill.checks });
    setFilledCount(fill.filled.length);
    autosave.change(snapshot());
  }

  function onFormChange(next: FormValues) {
    values.current = next;
    const current = checksRef.current;
    const kept = Object.fromEntries(
      Object.entries(current).filter(([name]) => JSON.stringify(next[name]) === checkedValues.current[name]),
    );
    if (Object.keys(kept).length !== Object.keys(current).length) setChecks(kept);
    autosave.change(snapshot());
  }

  function trackSection(event: FocusEvent<HTMLDivElement>) {
    const section = (event.target as HTMLElement).closest?.('section[aria-labelledby]');
    const all = formWrap.current?.querySelectorAll('form section[aria-labelledby]');
    if (!section || !all) return;
    const index = Array.from(all).indexOf(section);
    if (index < 0 || index + 1 === step.current) return;
    step.current = index + 1;
    autosave.change(snapshot());
  }

  function resumeNext() {
    if (form.resumeRequired && !resumeRef.current) {
      setResumeError('missing');
      fileInput.current?.focus();
      return;
    }
    goTo('questions');
  }

  /** Shows errors at their fields (the toolkit focuses the first); names outside the form go to the alert. */
  function showFieldErrors(fields: Record<string, string>): boolean {
    const known = Object.entries(fields).filter(([name]) => sectionOfField(plan.definition, name) >= 0);
    if (fields.resume_id !== undefined) {
      setResumeError('missing');
      goTo('resume', { focus: false });
      requestAnimationFrame(() => fileInput.current?.focus());
      return true;
    }
    if (known.length === 0) return false;
    const first = sectionOfField(plan.definition, known[0]?.[0] ?? '');
    step.current = first + 1;
    goTo('questions', { focus: false });
    setServerErrors(Object.fromEntries(known));
    return true;
  }

  async function submit() {
    if (sending.current) return;
    setFormError(null);
    if (form.resumeRequired && !resumeRef.current) {
      showFieldErrors({ resume_id: t('resume.errors.missing') });
      return;
    }
    const errors = validateForm(plan.definition, values.current, { now: new Date() });
    if (Object.keys(errors).length > 0) {
      setFormError(t('errors.fields'));
      showFieldErrors(
        Object.fromEntries(Object.entries(errors).map(([name, msg]) => [name, translate(msg)])),
      );
      return;
    }
    sending.current = true;
    setSending(true);
    autosave.stop();
    try {
      const answer = await submitMutation.mutateAsync({
        position_ids: positionIds,
        values: values.current,
        resume_id: resumeRef.current?.id ?? null,
        source: props.source,
        private: props.target.privateToken,
        language: i18n.language || undefined,
      });
      removeLocalDraft(browserStorage(), storageKey);
      setResult(answer);
      setStage('done');
    } catch (error) {
      const failure = isApiError(error) ? error : null;
      let atFields = false;
      if (failure?.code === 'ALREADY_APPLIED') {
        removeLocalDraft(browserStorage(), storageKey);
        setFinalError(t('alreadyApplied'));
      } else if (failure?.code === 'POSITION_CLOSED' || failure?.status === 410) {
        setFinalError(t('closed'));
      } else {
        autosave.resume();
        atFields =
          failure !== null && Object.keys(failure.fields).length > 0 && showFieldErrors(failure.fields);
        if (atFields) setFormError(t('errors.fields'));
        else if (failure?.kind === 'network') setFormError(t('errors.offline'));
        else if (failure?.kind === 'rateLimited') setFormError(t('errors.rateLimited'));
        else setFormError(t('errors.submitFailed'));
      }
      // The field with the error takes focus itself (the toolkit); any other failure is read from the alert.
      if (!atFields) requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      sending.current = false;
      setSending(false);
    }
  }

  async function discard() {
    setConfirmDiscard(false);
    const before = snapshot();
    const versions = autosave.versions();
    autosave.stop();
    const storage = browserStorage();
    removeLocalDraft(storage, storageKey);
    props.restart(chooseStart({ local: null, signedIn, drafts: [], prefill: form.prefill }));
    if (!signedIn || Object.values(versions).every((v) => v === 0)) {
      toast.add(t('draft.deleted'), { type: 'success' });
      return;
    }
    try {
      await deleteDraftApplications(api, { position_ids: positionIds });
      toast.add(t('draft.deleted'), { type: 'success' });
    } catch {
      // Spec 2 §4: the draft comes back when the server kept it.
      writeLocalDraft(storage, storageKey, {
        ...before,
        versions,
        dirty: false,
        savedAt: new Date().toISOString(),
      });
      props.restart({
        values: before.values,
        step: before.step,
        resumeId: before.resume?.id ?? null,
        resume: before.resume,
        versions,
        checks: before.checks,
        dirty: false,
        replacedByNewer: false,
        origin: 'server',
      });
      toast.add(t('draft.deleteFailed'), { type: 'error' });
    }
  }

  const editDefinition = useMemo(
    () =>
      withResumeChecks(plan.definition, checks, {
        field: (source) => (source ? t('check.field', { source }) : t('check.fieldNoSource')),
        entries: (entries) => t('check.entries', { entries: entries.join(', ') }),
      }),
    [plan.definition, checks, t],
  );
  const reviewDef = useMemo(
    () =>
      reviewDefinition(plan.definition, plan.confidential, {
        label: (label) => t('review.confidentialLabel', { label }),
        section: t('review.confidentialSection'),
      }),
    [plan.definition, plan.confidential, t],
  );
  const hasDraft = start.origin !== 'fresh' || autosave.status !== 'idle';
  const stageIndex = stage === 'done' ? 3 : STAGES.indexOf(stage);
  const status = <SaveStatusText status={autosave.status} />;

  if (stage === 'done' && result)
    return <Confirmation result={result} searchHref={props.searchHref} headingRef={doneHeadingRef} />;

  const heading = (
    <h2 ref={headingRef} tabIndex={-1} className={styles.stageTitle} id="apply-stage-heading">
      <span className={styles.stepCount}>
        {t('stages.progress', { current: stageIndex + 1, total: STAGES.length })}
      </span>{' '}
      {t(`stages.${STAGES[stageIndex] ?? 'review'}`)}
    </h2>
  );

  let body: ReactNode;
  if (stage === 'resume') {
    body = (
      <>
        {heading}
        <ResumeStep
          domain={props.domain}
          required={form.resumeRequired}
          stored={form.resumes}
          resume={resume}
          filledCount={filledCount}
          error={resumeError}
          onError={setResumeError}
          onChoose={(chosen) => {
            setResume(chosen);
            autosave.change(snapshot());
          }}
          onUploaded={onUploaded}
          inputRef={fileInput}
        />
        <div className={styles.footer}>
          {status}
          <Button variant="primary" className={styles.footerButton} onPress={resumeNext}>
            {t('actions.next')}
          </Button>
        </div>
      </>
    );
  } else if (stage === 'questions') {
    body = (
      <>
        {heading}
        {Object.keys(checks).length > 0 ? <p className={styles.checkNote}>{t('check.note')}</p> : null}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: focus is only observed (which step the candidate is at) */}
        <div ref={formWrap} onFocus={trackSection}>
          <StepperForm
            registry={FIELD_REGISTRY}
            definition={editDefinition}
            key={seed.key}
            initialValues={seed.values}
            serverErrors={serverErrors}
            loaders={props.loaders}
            aria-label={t('stages.questions')}
            onChange={onFormChange}
            onSubmit={(next) => {
              values.current = next;
              setFormError(null);
              goTo('review');
            }}
            actions={
              <>
                {status}
                <Button variant="secondary" className={styles.footerButton} onPress={() => goTo('resume')}>
                  {t('actions.back')}
                </Button>
                <Button type="submit" variant="primary" className={styles.footerButton}>
                  {t('actions.review')}
                </Button>
              </>
            }
          />
        </div>
      </>
    );
  } else {
    body = (
      <>
        {heading}
        <p className={styles.stageIntro}>{t('review.intro')}</p>
        <dl className={styles.resumeSummary}>
          <dt>{t('review.resume')}</dt>
          <dd>{resume ? resume.fileName : t('review.noResume')}</dd>
        </dl>
        {plan.applicable.length > 1 ? (
          <div className={styles.resumeSummary}>
            <p className={styles.reviewJobsTitle}>{t('review.jobs')}</p>
            <ul className={styles.reviewJobs}>
              {plan.applicable.map((p) => (
                <li key={p.id}>{p.title}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <StepperForm
          key="review"
          registry={FIELD_REGISTRY}
          definition={reviewDef}
          mode="readonly"
          initialValues={values.current}
          loaders={props.loaders}
          aria-label={t('stages.review')}
          actions={
            <>
              {status}
              <Button variant="secondary" className={styles.footerButton} onPress={() => goTo('questions')}>
                {t('actions.back')}
              </Button>
              {finalError ? null : (
                <Button
                  variant="primary"
                  className={styles.footerButton}
                  // Not React Aria's isPending: its announcement points at the button, which the confirmation
                  // replaces a moment later (a dangling label axe reports). The label says "Sending…" instead.
                  isDisabled={isSending}
                  onPress={() => void submit()}
                >
                  {isSending
                    ? t('actions.submitting')
                    : plan.applicable.length > 1
                      ? t('actions.submitMany')
                      : t('actions.submit')}
                </Button>
              )}
            </>
          }
        />
      </>
    );
  }

  return (
    <div className={styles.flow}>
      <div className={styles.topBar}>
        <ol className={styles.stages} aria-label={t('stages.label')}>
          {STAGES.map((name, index) => (
            <li
              key={name}
              className={styles.stageItem}
              aria-current={index === stageIndex ? 'step' : undefined}
              data-done={index < stageIndex || undefined}
            >
              <span className={styles.stageNumber} aria-hidden="true">
                {index + 1}
              </span>
              {t(`stages.${name}`)}
            </li>
          ))}
        </ol>
        {hasDraft ? (
          <Button variant="ghost" size="small" onPress={() => setConfirmDiscard(true)}>
            {t('draft.delete')}
          </Button>
        ) : null}
      </div>
      <Unavailable plan={plan} />
      {/* Sticky, so a candidate far down the form sees it too; the live region is on the page before it speaks. */}
      <div className={styles.conflictBar}>
        <p className={styles.conflict} role="status" aria-live="polite">
          {announcement}
        </p>
        {announcement ? (
          <Button variant="ghost" size="small" onPress={() => setAnnouncement('')}>
            {t('dismiss')}
          </Button>
        ) : null}
      </div>
      <div ref={alertRef} tabIndex={-1} className={styles.alertHolder}>
        {finalError ? (
          <div className={styles.finalError}>
            <FormAlert>{finalError}</FormAlert>
            <Link to={props.searchHref} className={styles.secondaryLink}>
              {t('searchJobs')}
            </Link>
          </div>
        ) : (
          <FormAlert>{formError}</FormAlert>
        )}
      </div>
      <section className={styles.stage} aria-labelledby="apply-stage-heading">
        {body}
      </section>
      <Modal
        isOpen={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t('draft.confirmTitle')}
        role="alertdialog"
        showCloseButton={false}
      >
        <p>{t('draft.confirmText')}</p>
        <div className={styles.modalActions}>
          <Button variant="secondary" onPress={() => setConfirmDiscard(false)}>
            {t('draft.cancel')}
          </Button>
          <Button variant="danger" onPress={() => void discard()}>
            {t('draft.delete')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

function SaveStatusText({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('apply');
  return (
    <span className={styles.saveStatus} data-status={status}>
      {status === 'idle' ? '' : t(`status.${status}`)}
    </span>
  );
}
