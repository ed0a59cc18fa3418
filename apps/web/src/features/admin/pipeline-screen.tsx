import {
  type AdminPipeline,
  CUSTOM_STAGE_STATUSES,
  PIPELINE_MAX_CUSTOM_STAGES,
  pipelineProblems,
  STAGE_NAME_MAX,
} from '@portico/contracts';
import { Button, ErrorState, FormAlert, LoadingState, Select, TextField, useToast } from '@portico/ui';
import { type FormEvent, useId, useState } from 'react';
import { useAdminPipeline, useSavePipeline } from '../../lib/api/endpoints/admin-pipeline.js';
import styles from './admin.module.css';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.pipeline;
const STATUS_OPTIONS = CUSTOM_STAGE_STATUSES.map((id) => ({ id, label: id }));

/** One row of the draft: `key` stays while the name is edited, so the row keeps its focus. */
type Row = {
  key: string;
  name: string;
  status: string;
  builtIn: boolean;
  applications: number;
};

const rowsOf = (pipeline: AdminPipeline): Row[] =>
  pipeline.stages.map((s) => ({
    key: s.name,
    name: s.name,
    status: s.status,
    builtIn: s.built_in,
    applications: s.applications,
  }));

/** `/careers/admin/pipeline` (admins): the built-in stages and the tenant's own between them. */
export function PipelineScreen() {
  const pipeline = useAdminPipeline();
  return (
    <>
      <h1>{T.title}</h1>
      <p className={styles.intro}>{T.intro}</p>
      {pipeline.isPending ? <LoadingState label={T.loading} /> : null}
      {pipeline.isError ? (
        <ErrorState message={T.loadFailed}>
          <Button variant="secondary" onPress={() => pipeline.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </ErrorState>
      ) : null}
      {pipeline.data ? (
        <PipelineEditor
          key={pipeline.data.version}
          pipeline={pipeline.data}
          onReload={() => pipeline.refetch()}
        />
      ) : null}
    </>
  );
}

function PipelineEditor({ pipeline, onReload }: { pipeline: AdminPipeline; onReload: () => void }) {
  const ids = useId();
  const toasts = useToast();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(pipeline));
  const [problem, setProblem] = useState<{
    message: string;
    fields: Record<string, string>;
    stale: boolean;
  } | null>(null);
  const changed =
    JSON.stringify(rows.map((r) => [r.name, r.status])) !==
    JSON.stringify(pipeline.stages.map((s) => [s.name, s.status]));
  const save = useSavePipeline({
    onSuccess: () => toasts.showToast(T.saved, { type: 'success' }),
    onError: (error) =>
      setProblem({
        message:
          error.status === 409 ? error.message || T.stale : error.kind === 'http' ? error.message : T.failed,
        fields: error.fields,
        stale: error.status === 409,
      }),
  });
  const set = (key: string, change: Partial<Row>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const move = (index: number, by: -1 | 1) =>
    setRows((list) => {
      const next = [...list];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const stages = rows.map((r) => ({ name: r.name.trim(), status: r.status }));
    const fields = pipelineProblems(stages);
    if (Object.keys(fields).length > 0) {
      setProblem({ message: T.invalid, fields, stale: false });
      return;
    }
    setProblem(null);
    save.mutate({ stages, version: pipeline.version });
  };
  const lastOpen = rows.findIndex((r) => r.name === 'Hired') - 1;
  const custom = rows.filter((r) => !r.builtIn).length;

  return (
    <>
      <form onSubmit={submit} noValidate aria-labelledby={`${ids}-stages`}>
        <h2 id={`${ids}-stages`}>{T.stages}</h2>
        {problem ? (
          <div className={styles.card}>
            <FormAlert>{problem.message}</FormAlert>
            {problem.fields.stages ? <p className={styles.error}>{problem.fields.stages}</p> : null}
            {problem.stale ? (
              <Button variant="secondary" onPress={onReload}>
                {T.reload}
              </Button>
            ) : null}
          </div>
        ) : null}
        <ol className={styles.stageList}>
          {rows.map((row, i) => (
            <li key={row.key} className={styles.stageRow}>
              {row.builtIn ? (
                <div className={styles.stageName}>
                  <strong>{row.name}</strong> <span className={styles.badge}>{T.builtIn}</span>
                  <p className={styles.muted}>{T.shows(row.status)}</p>
                </div>
              ) : (
                <div className={styles.stageFields}>
                  <TextField
                    label={T.name}
                    value={row.name}
                    maxLength={STAGE_NAME_MAX}
                    isRequired
                    errorMessage={problem?.fields[`stages.${i}.name`]}
                    onChange={(name) => set(row.key, { name })}
                  />
                  <Select
                    label={T.status(row.name || T.newStage)}
                    value={row.status}
                    options={STATUS_OPTIONS}
                    onChange={(status) => set(row.key, { status })}
                  />
                </div>
              )}
              <p className={styles.muted}>{T.count(row.applications)}</p>
              {row.builtIn ? null : (
                <div className={styles.rowActions}>
                  <Button size="small" variant="secondary" isDisabled={i <= 1} onPress={() => move(i, -1)}>
                    <span aria-hidden="true">↑</span>{' '}
                    <span className={styles.visuallyHidden}>{T.up(row.name)}</span>
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    isDisabled={i >= lastOpen}
                    onPress={() => move(i, 1)}
                  >
                    <span aria-hidden="true">↓</span>{' '}
                    <span className={styles.visuallyHidden}>{T.down(row.name)}</span>
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    isDisabled={row.applications > 0}
                    onPress={() => setRows((list) => list.filter((r) => r.key !== row.key))}
                  >
                    {T.remove(row.name)}
                  </Button>
                  {row.applications > 0 ? <p className={styles.muted}>{T.inUse}</p> : null}
                </div>
              )}
            </li>
          ))}
        </ol>
        <div className={styles.importActions}>
          {changed ? <p className={styles.muted}>{T.unsaved}</p> : null}
          <Button type="submit" isDisabled={!changed || save.isPending}>
            {save.isPending ? T.saving : T.save}
          </Button>
        </div>
      </form>
      <AddStage
        disabled={custom >= PIPELINE_MAX_CUSTOM_STAGES}
        onAdd={(name, status) =>
          setRows((list) => {
            // A new stage goes just before Hired: the end of the stages an application moves through.
            const at = list.findIndex((r) => r.name === 'Hired');
            const row = {
              key: `new-${Date.now()}`,
              name,
              status,
              builtIn: false,
              applications: 0,
            };
            return [...list.slice(0, at), row, ...list.slice(at)];
          })
        }
      />
    </>
  );
}

function AddStage({ disabled, onAdd }: { disabled: boolean; onAdd: (name: string, status: string) => void }) {
  const ids = useId();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<string>('In review');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(T.nameIt);
    setError(undefined);
    onAdd(name.trim(), status);
    setName('');
  };
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby={`${ids}-add`}>
      <h2 id={`${ids}-add`}>{T.addTitle}</h2>
      <p className={styles.muted}>{disabled ? T.tooMany : T.addHelp}</p>
      <TextField
        label={T.name}
        value={name}
        onChange={setName}
        maxLength={STAGE_NAME_MAX}
        errorMessage={error}
      />
      <Select label={T.statusLabel} value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      <div className={styles.importActions}>
        <Button type="submit" variant="secondary" isDisabled={disabled}>
          {T.add}
        </Button>
      </div>
    </form>
  );
}
