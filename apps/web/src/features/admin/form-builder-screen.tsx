import { type AdminForm, type AdminFormRecipient, FORM_LAYOUTS, type FormLayout } from '@portico/contracts';
import {
  FIELD_REGISTRY,
  type FormDefinition,
  formDefinitionSchema,
  PreboardingAdminForm,
  SimpleForm,
} from '@portico/forms';
import { Button, ErrorState, FormAlert, LoadingState, Modal, Select, TextField, useToast } from '@portico/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  useAdminForm,
  useAdminFormRecipients,
  useAssignAdminForm,
  useSaveAdminForm,
} from '../../lib/api/endpoints/admin-forms.js';
import type { ApiError } from '../../lib/api/errors.js';
import styles from './admin.module.css';
import { ADMIN_PATHS } from './admin-frame.js';
import {
  addQuestion,
  BUILDER_TYPES,
  type BuilderType,
  CHOICE_TYPES,
  deleteQuestion,
  draftErrors,
  draftOf,
  duplicateQuestion,
  EMPTY_DRAFT,
  findQuestion,
  itemOf,
  moveQuestion,
  type QuestionDraft,
  replaceQuestion,
  uniqueName,
} from './form-builder.js';
import { RecordLoadFailed } from './record-load-failed.js';
import { TextareaField } from './textarea-field.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.builder;
const LAYOUT_OPTIONS = FORM_LAYOUTS.map((id) => ({ id, label: T.layouts[id] }));
const TYPE_OPTIONS = (Object.keys(BUILDER_TYPES) as BuilderType[]).map((id) => ({
  id,
  label: BUILDER_TYPES[id],
}));

/** `/careers/admin/forms/{id}` (admins): a form's details and questions, its preview, and sending it. */
export function FormBuilderScreen({ id, href }: { id: string; href: (path: string) => string }) {
  const form = useAdminForm(id);
  const back = (
    <p className={styles.back}>
      <Link to={href(ADMIN_PATHS.forms)}>{T.back}</Link>
    </p>
  );
  if (form.isPending) return <LoadingState label={T.loading} />;
  if (form.isError)
    return (
      <RecordLoadFailed
        error={form.error}
        back={{ to: href(ADMIN_PATHS.forms), label: T.back }}
        words={T}
        onRetry={() => form.refetch()}
      />
    );
  return (
    <>
      {back}
      {/* A reload after a conflict starts the editor again from the saved form. */}
      <Builder key={form.data.updated_at} form={form.data} onReload={() => form.refetch()} />
    </>
  );
}

/** A failed save as the page shows it: the message and each field's problem. */
function saveProblem(error: ApiError): { message: string; details: string[]; stale: boolean } {
  if (error.status === 409) return { message: T.stale, details: [], stale: true };
  const details = Object.entries(error.fields).map(([path, message]) => `${path}: ${message}`);
  if (error.kind === 'http' && details.length > 0) return { message: T.invalid, details, stale: false };
  return {
    message: error.kind === 'http' ? error.message : ADMIN_TEXTS.forms.failed,
    details: [],
    stale: false,
  };
}

function Builder({ form, onReload }: { form: AdminForm; onReload: () => void }) {
  const toasts = useToast();
  const ids = useId();
  const initial = useMemo(() => formDefinitionSchema.parse(form.definition), [form.definition]);
  const [title, setTitle] = useState(form.title);
  const [description, setDescription] = useState(form.description);
  const [layout, setLayout] = useState<FormLayout>(form.layout);
  const [definition, setDefinition] = useState<FormDefinition>(initial);
  const [editing, setEditing] = useState<{ name: string | null } | null>(null);
  const [problem, setProblem] = useState<ReturnType<typeof saveProblem> | null>(null);
  const changed =
    title !== form.title ||
    description !== form.description ||
    layout !== form.layout ||
    JSON.stringify(definition) !== JSON.stringify(initial);

  const save = useSaveAdminForm(form.id, {
    onSuccess: () => toasts.showToast(T.saved, { type: 'success' }),
    onError: (error) => setProblem(saveProblem(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    save.mutate({ title, description, layout, definition, updated_at: form.updated_at });
  };
  const remove = (name: string) => {
    const label = findQuestion(definition, name)?.label ?? name;
    setDefinition((d) => deleteQuestion(d, name));
    toasts.showToast(T.deleted(label), { type: 'info' });
  };

  return (
    <>
      <h1>{form.title}</h1>
      <form onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className={styles.visuallyHidden}>
          {T.details}
        </h2>
        {problem ? (
          <div className={styles.card}>
            <FormAlert>{problem.message}</FormAlert>
            {problem.details.length ? (
              <ul className={styles.problems}>
                {problem.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : null}
            {problem.stale ? (
              <Button variant="secondary" onPress={onReload}>
                {T.reload}
              </Button>
            ) : null}
          </div>
        ) : null}
        <section className={styles.card} aria-labelledby={`${ids}-details`}>
          <h2 id={`${ids}-details`}>{T.details}</h2>
          <TextField label={T.formTitle} value={title} onChange={setTitle} maxLength={200} isRequired />
          <label htmlFor={`${ids}-description`} className={styles.fileLabel}>
            {T.description}
          </label>
          <textarea
            id={`${ids}-description`}
            className={styles.textarea}
            rows={2}
            maxLength={2000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <Select label={T.layout} value={layout} options={LAYOUT_OPTIONS} onChange={setLayout} />
        </section>
        <section className={styles.card} aria-labelledby={`${ids}-questions`}>
          <h2 id={`${ids}-questions`}>{T.questions}</h2>
          <p className={styles.muted}>{T.questionsHelp}</p>
          <PreboardingAdminForm
            definition={definition}
            registry={FIELD_REGISTRY}
            aria-label={T.questions}
            onDuplicate={(name) => setDefinition((d) => duplicateQuestion(d, name))}
            onEdit={(name) => setEditing({ name })}
            onDelete={remove}
            onMove={(name, direction) => setDefinition((d) => moveQuestion(d, name, direction))}
          />
          <Button variant="secondary" onPress={() => setEditing({ name: null })}>
            {T.addQuestion}
          </Button>
        </section>
        <div className={styles.importActions}>
          {changed ? <p className={styles.muted}>{T.unsaved}</p> : null}
          <Button type="submit" isDisabled={!changed || save.isPending}>
            {save.isPending ? T.saving : T.save}
          </Button>
        </div>
      </form>
      {editing ? (
        <QuestionDialog
          name={editing.name}
          definition={definition}
          onClose={() => setEditing(null)}
          onDone={(next) => {
            setDefinition(next);
            setEditing(null);
          }}
        />
      ) : null}
      <section className={styles.card} aria-labelledby={`${ids}-preview`}>
        <h2 id={`${ids}-preview`}>{T.preview}</h2>
        <p className={styles.muted}>{T.previewHelp}</p>
        <SimpleForm registry={FIELD_REGISTRY} definition={definition} aria-label={T.previewLabel(title)} />
      </section>
      <SendSection form={form} hasChanges={changed} />
    </>
  );
}

/** The dialog that adds a question (`name` null) or edits one. */
function QuestionDialog({
  name,
  definition,
  onClose,
  onDone,
}: {
  name: string | null;
  definition: FormDefinition;
  onClose: () => void;
  onDone: (definition: FormDefinition) => void;
}) {
  const existing = name ? findQuestion(definition, name) : undefined;
  const [draft, setDraft] = useState<QuestionDraft>(existing ? draftOf(existing) : EMPTY_DRAFT);
  const [shown, setShown] = useState<ReturnType<typeof draftErrors>>({});
  const set = <K extends keyof QuestionDraft>(key: K, value: QuestionDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const done = (event: FormEvent) => {
    event.preventDefault();
    const errors = draftErrors(draft);
    setShown(errors);
    if (Object.keys(errors).length > 0) return;
    if (existing) onDone(replaceQuestion(definition, existing.name, itemOf(draft, existing.name, existing)));
    else {
      const item = itemOf(draft, uniqueName(definition, draft.label || draft.content));
      onDone(addQuestion(definition, item, T.questions));
    }
  };
  const isInstruction = draft.type === 'instruction';
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={existing ? T.dialog.editTitle : T.dialog.addTitle}
    >
      <form onSubmit={done} noValidate className={styles.dialogForm}>
        <Select
          label={T.dialog.type}
          value={draft.type}
          options={TYPE_OPTIONS}
          onChange={(type: BuilderType) => set('type', type)}
        />
        {isInstruction ? (
          <TextareaField
            label={T.dialog.content}
            value={draft.content}
            error={shown.content}
            onChange={(v) => set('content', v)}
            rows={4}
            maxLength={5000}
          />
        ) : (
          <>
            <TextField
              label={T.dialog.label}
              value={draft.label}
              onChange={(v) => set('label', v)}
              errorMessage={shown.label}
              maxLength={300}
              isRequired
            />
            <TextField
              label={T.dialog.help}
              value={draft.help}
              onChange={(v) => set('help', v)}
              maxLength={500}
            />
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={draft.required}
                onChange={(event) => set('required', event.target.checked)}
              />
              {T.dialog.required}
            </label>
          </>
        )}
        {CHOICE_TYPES.includes(draft.type) ? (
          <TextareaField
            label={T.dialog.choices}
            value={draft.choices}
            error={shown.choices}
            onChange={(v) => set('choices', v)}
            rows={4}
            maxLength={5000}
          />
        ) : null}
        <div className={styles.importActions}>
          <Button variant="secondary" onPress={onClose}>
            {T.dialog.cancel}
          </Button>
          <Button type="submit">{T.dialog.done}</Button>
        </div>
      </form>
    </Modal>
  );
}

/** Sending the saved form to hired candidates, with an optional due date. */
function SendSection({ form, hasChanges }: { form: AdminForm; hasChanges: boolean }) {
  const S = T.send;
  const ids = useId();
  const toasts = useToast();
  const recipients = useAdminFormRecipients(form.id);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [due, setDue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const assign = useAssignAdminForm(form.id, {
    onSuccess: (result) => {
      toasts.showToast(S.sent(result.assigned, result.already), { type: 'success' });
      setPicked(new Set());
      recipients.refetch();
    },
    onError: (error) =>
      setProblem(
        error.kind === 'http' ? (Object.values(error.fields)[0] ?? error.message) : ADMIN_TEXTS.forms.failed,
      ),
  });
  const toggle = (person: AdminFormRecipient, on: boolean) =>
    setPicked((now) => {
      const next = new Set(now);
      if (on) next.add(person.candidate_id);
      else next.delete(person.candidate_id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasChanges) return setProblem(S.saveFirst);
    if (picked.size === 0) return setProblem(S.pickSomeone);
    setProblem(null);
    assign.mutate({ candidate_ids: [...picked], due_at: due || null });
  };
  return (
    <section className={styles.card} aria-labelledby={`${ids}-send`}>
      <h2 id={`${ids}-send`}>{S.title}</h2>
      <p className={styles.muted}>{S.help}</p>
      {recipients.isPending ? <LoadingState label={S.loading} /> : null}
      {recipients.isError ? (
        <ErrorState message={S.loadFailed}>
          <Button variant="secondary" onPress={() => recipients.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </ErrorState>
      ) : null}
      {recipients.data?.length === 0 ? <p>{S.none}</p> : null}
      {recipients.data?.length ? (
        <form onSubmit={submit} noValidate>
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{S.columns.pick}</th>
                <th scope="col">{S.columns.name}</th>
                <th scope="col">{S.columns.job}</th>
                <th scope="col">{S.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {recipients.data.map((person) => (
                <tr key={person.candidate_id}>
                  <td data-label={S.columns.pick} className={styles.selectCell}>
                    <input
                      type="checkbox"
                      aria-label={S.pick(person.name || person.email)}
                      checked={picked.has(person.candidate_id)}
                      onChange={(event) => toggle(person, event.target.checked)}
                    />
                  </td>
                  <th scope="row" data-label={S.columns.name}>
                    <span>
                      {person.name || person.email}
                      <span className={styles.muted}> {person.email}</span>
                    </span>
                  </th>
                  <td data-label={S.columns.job}>{person.position_title}</td>
                  <td data-label={S.columns.status}>{S.statuses[person.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <label htmlFor={`${ids}-due`} className={styles.fileLabel}>
            {S.due}
          </label>
          <input
            id={`${ids}-due`}
            type="date"
            className={styles.dateInput}
            value={due}
            onChange={(event) => setDue(event.target.value)}
          />
          <div className={styles.importActions}>
            <Button type="submit" isDisabled={assign.isPending}>
              {S.submit(picked.size)}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
