import { ADMIN_FORM_KINDS, type AdminFormKind } from '@portico/contracts';
import { Button, ErrorState, FormAlert, LoadingState, Select, TextField } from '@portico/ui';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAdminForms, useCreateAdminForm } from '../../lib/api/endpoints/admin-forms.js';
import { formatDate } from '../../lib/dates.js';
import styles from './admin.module.css';
import { ADMIN_PATHS } from './admin-frame.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.forms;
const KIND_OPTIONS = ADMIN_FORM_KINDS.map((id) => ({ id, label: T.kinds[id] }));

/** `/careers/admin/forms` (admins): the tenant's forms, and a new one. */
export function FormsScreen({ href }: { href: (path: string) => string }) {
  const forms = useAdminForms();
  return (
    <>
      <h1>{T.title}</h1>
      <p className={styles.intro}>{T.intro}</p>
      {forms.isPending ? <LoadingState label={T.loading} /> : null}
      {forms.isError ? (
        <ErrorState message={T.loadFailed}>
          <Button variant="secondary" onPress={() => forms.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </ErrorState>
      ) : null}
      {forms.data?.length === 0 ? <p>{T.empty}</p> : null}
      {forms.data?.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{T.columns.title}</th>
              <th scope="col">{T.columns.kind}</th>
              <th scope="col">{T.columns.questions}</th>
              <th scope="col">{T.columns.pending}</th>
              <th scope="col">{T.columns.submitted}</th>
              <th scope="col">{T.columns.updated}</th>
            </tr>
          </thead>
          <tbody>
            {forms.data.map((form) => (
              <tr key={form.id}>
                <th scope="row" data-label={T.columns.title}>
                  <Link to={href(ADMIN_PATHS.form(form.id))} className={styles.link}>
                    {form.title}
                  </Link>
                </th>
                <td data-label={T.columns.kind}>{T.kinds[form.kind]}</td>
                <td data-label={T.columns.questions}>{form.questions}</td>
                <td data-label={T.columns.pending}>{form.pending}</td>
                <td data-label={T.columns.submitted}>{form.submitted}</td>
                <td data-label={T.columns.updated}>{formatDate(form.updated_at, 'en')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {forms.data ? <NewForm href={href} /> : null}
    </>
  );
}

function NewForm({ href }: { href: (path: string) => string }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<AdminFormKind>('preboarding');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateAdminForm({
    onSuccess: (form) => navigate(href(ADMIN_PATHS.form(form.id))),
    onError: (error) => setProblem(error.kind === 'http' ? (error.fields?.title ?? error.message) : T.failed),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setProblem('Give the form a title.');
      return;
    }
    setProblem(null);
    create.mutate({ title: title.trim(), kind });
  };
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="new-form-title">
      <h2 id="new-form-title">{T.newTitle}</h2>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <TextField label={T.formTitle} value={title} onChange={setTitle} maxLength={200} isRequired />
      <Select label={T.kind} value={kind} options={KIND_OPTIONS} onChange={setKind} />
      <div className={styles.importActions}>
        <Button type="submit" isDisabled={create.isPending}>
          {T.create}
        </Button>
      </div>
    </form>
  );
}
