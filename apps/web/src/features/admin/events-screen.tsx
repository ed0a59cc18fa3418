import {
  ADMIN_EVENTS_PAGE_SIZE,
  type AdminEvent,
  type AdminEventView,
  API,
  adminEventsQuerySchema,
} from '@portico/contracts';
import { FIELD_REGISTRY, type FormValues, SimpleForm } from '@portico/forms';
import {
  Button,
  buttonClassName,
  ErrorState,
  FormAlert,
  LoadingState,
  Modal,
  TextField,
  useToast,
} from '@portico/ui';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  useAdminEvent,
  useAdminEventRegistrations,
  useAdminEvents,
  useCancelAdminEvent,
  useCreateAdminEvent,
  usePublishAdminEvent,
  useSaveAdminEvent,
} from '../../lib/api/endpoints/admin-events.js';
import type { ApiError } from '../../lib/api/errors.js';
import { formatDate, formatDateTimeIn, formatEventWhen } from '../../lib/dates.js';
import styles from './admin.module.css';
import { ADMIN_PATHS, Pager, StatusBadge } from './admin-frame.js';
import { eventErrorsOf, eventForm, eventInputOf, eventValuesOf } from './event-form.js';
import { queryOf } from './list-address.js';
import { RecordLoadFailed } from './record-load-failed.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.events;
const VIEWS: readonly AdminEventView[] = ['upcoming', 'past', 'drafts'];

/** When an event takes place, in English and the event's own time zone. */
export const adminEventWhen = (event: Pick<AdminEvent, 'starts_at' | 'ends_at' | 'time_zone'>) =>
  formatEventWhen({ startsAt: event.starts_at, endsAt: event.ends_at, timeZone: event.time_zone }, 'en');

/** `/careers/admin/events`: upcoming, past and draft events, a page at a time, and a new one. */
export function EventsListScreen({ href }: { href: (path: string) => string }) {
  const [params] = useSearchParams();
  const query = queryOf(adminEventsQuerySchema, params);
  const events = useAdminEvents(query);
  const data = events.data;
  const listHref = (view: AdminEventView, page = 1) =>
    href(`${ADMIN_PATHS.events}?view=${view}${page > 1 ? `&page=${page}` : ''}`);
  return (
    <>
      <div className={styles.heading}>
        <h1>{T.title}</h1>
        <Link to={href(ADMIN_PATHS.newEvent)} className={buttonClassName('primary')}>
          {T.newEvent}
        </Link>
      </div>
      <p className={styles.intro}>{T.intro}</p>
      <nav aria-label={T.viewsLabel} className={styles.stageTabs}>
        <ul>
          {VIEWS.map((view) => (
            <li key={view}>
              <Link to={listHref(view)} aria-current={query.view === view ? 'page' : undefined}>
                {T.views[view]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {events.isPending ? <LoadingState label={T.loading} /> : null}
      {events.isError ? (
        <ErrorState message={T.loadFailed}>
          <Button variant="secondary" onPress={() => events.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </ErrorState>
      ) : null}
      {data ? (
        <p role="status" className={styles.count}>
          {data.total === 0 ? T.empty[query.view] : T.count(data.total)}
        </p>
      ) : null}
      {data?.events.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{T.columns.title}</th>
              <th scope="col">{T.columns.kind}</th>
              <th scope="col">{T.columns.when}</th>
              <th scope="col">{T.columns.status}</th>
              <th scope="col">{T.columns.registrations}</th>
            </tr>
          </thead>
          <tbody>
            {data.events.map((event) => (
              <tr key={event.id}>
                <th scope="row" data-label={T.columns.title}>
                  <Link to={href(ADMIN_PATHS.event(event.id))} className={styles.link}>
                    {event.title}
                  </Link>
                </th>
                <td data-label={T.columns.kind}>{T.kinds[event.kind]}</td>
                <td data-label={T.columns.when}>{adminEventWhen(event)}</td>
                <td data-label={T.columns.status}>
                  <StatusBadge status={event.status}>{T.statuses[event.status]}</StatusBadge>
                </td>
                <td data-label={T.columns.registrations}>{T.of(event.registrations, event.capacity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data ? (
        <Pager
          page={data.page}
          pages={Math.ceil(data.total / ADMIN_EVENTS_PAGE_SIZE)}
          hrefOf={(page) => listHref(query.view, page)}
        />
      ) : null}
    </>
  );
}

type Problem = { fields: Record<string, string>; message: string | null; stale?: boolean };

/** What a failed write says: the fields the server named, and a message for the rest. */
function problemOf(error: ApiError): Problem {
  const { errors, other } = eventErrorsOf(error.fields);
  if (error.status === 409) return { fields: errors, message: error.message || T.conflict, stale: true };
  if (error.kind === 'http' && Object.keys(errors).length > 0)
    return { fields: errors, message: other[0] ?? null };
  return { fields: errors, message: error.kind === 'http' ? error.message : T.saveFailed };
}

/** `/careers/admin/events/new`: a new event, saved as a draft to publish from its page. */
export function NewEventScreen({ href }: { href: (path: string) => string }) {
  const toasts = useToast();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<Problem>();
  const create = useCreateAdminEvent({
    onSuccess: (event) => {
      toasts.showToast(T.created(event.title), { type: 'success' });
      void navigate(href(ADMIN_PATHS.event(event.id)));
    },
    onError: (error) => setProblem(problemOf(error)),
  });
  const initialValues = useMemo(() => eventValuesOf(null, new Date()), []);
  const definition = useMemo(() => eventForm(null), []);
  const submit = (values: FormValues) => {
    const result = eventInputOf(values);
    if ('errors' in result) return setProblem({ fields: result.errors, message: null });
    setProblem(undefined);
    create.mutate(result.input);
  };
  return (
    <>
      <p className={styles.back}>
        <Link to={href(ADMIN_PATHS.events)}>{T.back}</Link>
      </p>
      <h1>{T.newTitle}</h1>
      <FormAlert>{problem?.message}</FormAlert>
      <SimpleForm
        registry={FIELD_REGISTRY}
        definition={definition}
        initialValues={initialValues}
        serverErrors={problem?.fields}
        aria-label={T.newTitle}
        onSubmit={submit}
        actions={
          <Button type="submit" variant="primary" isDisabled={create.isPending}>
            {create.isPending ? T.saving : T.saveDraft}
          </Button>
        }
      />
    </>
  );
}

/** `/careers/admin/events/{id}`: one event, publish or cancel it, edit it, and who registered. */
export function EventScreen({ id, href }: { id: string; href: (path: string) => string }) {
  const event = useAdminEvent(id);
  if (event.isPending) return <LoadingState label={T.loading} />;
  if (event.isError)
    return (
      <RecordLoadFailed
        error={event.error}
        back={{ to: href(ADMIN_PATHS.events), label: T.back }}
        words={T}
        onRetry={() => event.refetch()}
      />
    );
  return <EventEditor event={event.data} href={href} onReload={() => event.refetch()} />;
}

function EventEditor({
  event,
  href,
  onReload,
}: {
  event: AdminEvent;
  href: (path: string) => string;
  onReload: () => Promise<unknown>;
}) {
  const toasts = useToast();
  const [problem, setProblem] = useState<Problem>();
  const [saved, setSaved] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const onError = (error: ApiError) => {
    setSaved(false);
    setProblem(problemOf(error));
  };
  const save = useSaveAdminEvent(event.id, {
    onSuccess: () => {
      setProblem(undefined);
      setSaved(true);
    },
    onError,
  });
  const publish = usePublishAdminEvent(event.id, {
    onSuccess: (out) => {
      setProblem(undefined);
      toasts.showToast(T.published(out.title), { type: 'success' });
    },
    onError,
  });
  // A new version (a save, a reload, a publication) resets the form to what is stored; nothing else does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the version the server answered.
  const initialValues = useMemo(() => eventValuesOf(event, new Date()), [event.updated_at]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the zone list changes only with the stored zone.
  const definition = useMemo(() => eventForm(event.time_zone), [event.updated_at]);
  const canceled = event.status === 'canceled';
  const submit = (values: FormValues) => {
    setSaved(false);
    const result = eventInputOf(values);
    if ('errors' in result) return setProblem({ fields: result.errors, message: null });
    setProblem(undefined);
    save.mutate({ ...result.input, updated_at: event.updated_at });
  };
  return (
    <>
      <p className={styles.back}>
        <Link to={href(ADMIN_PATHS.events)}>{T.back}</Link>
      </p>
      <div className={styles.heading}>
        <h1>{event.title}</h1>
        <div className={styles.rowActions}>
          {event.status === 'draft' ? (
            <Button
              variant="primary"
              onPress={() => publish.mutate({ updated_at: event.updated_at })}
              isDisabled={publish.isPending}
            >
              {T.publish}
            </Button>
          ) : null}
          {canceled ? null : (
            <Button variant="danger" onPress={() => setCanceling(true)}>
              {T.cancelEvent}
            </Button>
          )}
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{T.columns.status}</dt>
          <dd>
            <StatusBadge status={event.status}>{T.statuses[event.status]}</StatusBadge>
          </dd>
        </div>
        <div>
          <dt>{T.columns.when}</dt>
          <dd>{adminEventWhen(event)}</dd>
        </div>
        <div>
          <dt>{T.columns.registrations}</dt>
          <dd>{T.of(event.registrations, event.capacity)}</dd>
        </div>
        {event.position_title ? (
          <div>
            <dt>{T.fields.positionId}</dt>
            <dd>{T.linkedJob(event.position_title)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.muted}>{T.createdBy(event.created_by, formatDate(event.created_at, 'en'))}</p>
      {canceled && event.cancel_reason ? <p>{T.canceledNote(event.cancel_reason)}</p> : null}
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
      <FormAlert tone="success">{saved && !save.isPending ? T.saved : null}</FormAlert>
      {canceled ? null : (
        <SimpleForm
          registry={FIELD_REGISTRY}
          definition={definition}
          initialValues={initialValues}
          serverErrors={problem?.fields}
          aria-label={event.title}
          onSubmit={submit}
          actions={
            <Button type="submit" variant="primary" isDisabled={save.isPending}>
              {save.isPending ? T.saving : T.save}
            </Button>
          }
        />
      )}
      <Registrations event={event} href={href} />
      <CancelDialog
        event={event}
        isOpen={canceling}
        onClose={() => setCanceling(false)}
        onError={(error) => {
          setCanceling(false);
          onError(error);
        }}
      />
    </>
  );
}

function CancelDialog({
  event,
  isOpen,
  onClose,
  onError,
}: {
  event: AdminEvent;
  isOpen: boolean;
  onClose: () => void;
  onError: (error: ApiError) => void;
}) {
  const toasts = useToast();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelAdminEvent(event.id, {
    onSuccess: (out) => {
      toasts.showToast(T.canceledToast(out.title), { type: 'success' });
      onClose();
    },
    onError: (error) => {
      if (error.status === 400 && error.fields.reason) setProblem(error.fields.reason);
      else onError(error);
    },
  });
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) onClose();
      }}
      title={T.cancelTitle}
      role="alertdialog"
      showCloseButton={false}
    >
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim())
            return setProblem('Say why the event is canceled; registered candidates are told.');
          setProblem(null);
          cancel.mutate({ updated_at: event.updated_at, reason: reason.trim() });
        }}
      >
        <p>{T.cancelText(event.registrations)}</p>
        <TextField
          label={T.reason}
          value={reason}
          onChange={setReason}
          maxLength={1000}
          isRequired
          isInvalid={Boolean(problem)}
          errorMessage={problem ?? undefined}
        />
        <div className={styles.rowActions}>
          <Button variant="secondary" onPress={onClose} isDisabled={cancel.isPending} autoFocus>
            {T.keep}
          </Button>
          <Button type="submit" variant="danger" isDisabled={cancel.isPending}>
            {cancel.isPending ? T.saving : T.cancelEvent}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function Registrations({ event, href }: { event: AdminEvent; href: (path: string) => string }) {
  const registrations = useAdminEventRegistrations(event.id);
  const list = registrations.data;
  return (
    <section aria-labelledby="event-registrations">
      <div className={styles.heading}>
        <h2 id="event-registrations">{T.registrations}</h2>
        {list?.length ? (
          // A plain link: the browser downloads the file the server names (with the session cookie).
          <a
            href={href(API.adminEventRegistrationsCsv(event.id))}
            className={buttonClassName('secondary')}
            download
          >
            {T.csv}
          </a>
        ) : null}
      </div>
      {registrations.isPending ? <LoadingState label={T.registrationsLoading} /> : null}
      {registrations.isError ? (
        <ErrorState message={T.registrationsFailed}>
          <Button variant="secondary" onPress={() => registrations.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </ErrorState>
      ) : null}
      {list?.length === 0 ? <p>{T.noRegistrations}</p> : null}
      {list?.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{T.registrationColumns.name}</th>
              <th scope="col">{T.registrationColumns.email}</th>
              <th scope="col">{T.registrationColumns.registeredAt}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.candidate_id}>
                <th scope="row" data-label={T.registrationColumns.name}>
                  {r.name || r.email}
                </th>
                <td data-label={T.registrationColumns.email}>{r.email}</td>
                <td data-label={T.registrationColumns.registeredAt}>
                  {formatDateTimeIn(r.registered_at, event.time_zone, 'en')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
