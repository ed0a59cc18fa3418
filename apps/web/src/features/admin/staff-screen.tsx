import { STAFF_ROLES, type StaffMember, type StaffRole } from '@portico/contracts';
import { Button, ErrorState, FormAlert, LoadingState, Select, TextField, useToast } from '@portico/ui';
import { type FormEvent, useState } from 'react';
import {
  useChangeStaffRole,
  useInviteStaff,
  useRemoveStaff,
  useRevokeInvitation,
  useStaff,
} from '../../lib/api/endpoints/admin.js';
import type { ApiError } from '../../lib/api/errors.js';
import { formatDate } from '../../lib/dates.js';
import styles from './admin.module.css';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.staff;
const ROLE_OPTIONS = STAFF_ROLES.map((id) => ({ id, label: ADMIN_TEXTS.roles[id] }));
const failure = (error: ApiError) => (error.kind === 'http' ? error.message : T.failed);

/** `/careers/admin/staff` (admins): who works in the workspace, open invitations, and inviting someone. */
export function StaffScreen({ selfId }: { selfId: string }) {
  const staff = useStaff();
  const toasts = useToast();
  const revoke = useRevokeInvitation({
    onSuccess: (_r, id) => {
      const email = staff.data?.invitations.find((i) => i.id === id)?.email ?? '';
      toasts.showToast(T.revoked(email), { type: 'success' });
    },
    onError: (error) => toasts.showToast(failure(error), { type: 'error' }),
  });
  return (
    <>
      <h1>{T.title}</h1>
      <p className={styles.intro}>{T.intro}</p>
      {staff.isPending ? <LoadingState label={T.loading} /> : null}
      {staff.isError ? (
        <ErrorState message={T.loadFailed}>
          <Button variant="secondary" onPress={() => staff.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </ErrorState>
      ) : null}
      {staff.data ? (
        <>
          <h2>{T.members}</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{T.columns.name}</th>
                <th scope="col">{T.columns.email}</th>
                <th scope="col">{T.columns.role}</th>
                <th scope="col">{T.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {staff.data.members.map((member) => (
                <MemberRow key={member.id} member={member} isSelf={member.id === selfId} />
              ))}
            </tbody>
          </table>
          <h2>{T.invitations}</h2>
          {staff.data.invitations.length === 0 ? (
            <p>{T.noInvitations}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{T.columns.email}</th>
                  <th scope="col">{T.columns.role}</th>
                  <th scope="col">{T.columns.expires}</th>
                  <th scope="col">{T.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {staff.data.invitations.map((invitation) => (
                  <tr key={invitation.id}>
                    <th scope="row" data-label={T.columns.email}>
                      {invitation.email}
                    </th>
                    <td data-label={T.columns.role}>{ADMIN_TEXTS.roles[invitation.role]}</td>
                    <td data-label={T.columns.expires}>{formatDate(invitation.expires_at, 'en')}</td>
                    <td data-label={T.columns.actions}>
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={T.revokeLabel(invitation.email)}
                        isDisabled={revoke.isPending}
                        onPress={() => revoke.mutate(invitation.id)}
                      >
                        {T.revoke}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <InviteForm />
        </>
      ) : null}
    </>
  );
}

function MemberRow({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const toasts = useToast();
  const name = member.full_name || member.email;
  const change = useChangeStaffRole({
    onSuccess: (_r, { role }) =>
      toasts.showToast(T.roleChanged(name, ADMIN_TEXTS.roles[role]), { type: 'success' }),
    onError: (error) => toasts.showToast(failure(error), { type: 'error' }),
  });
  const remove = useRemoveStaff({
    onSuccess: () => toasts.showToast(T.removed(name), { type: 'success' }),
    onError: (error) => toasts.showToast(failure(error), { type: 'error' }),
  });
  return (
    <tr>
      <th scope="row" data-label={T.columns.name}>
        <span>
          {name} {isSelf ? <span className={styles.muted}>{T.you}</span> : null}
        </span>
      </th>
      <td data-label={T.columns.email}>{member.email}</td>
      <td data-label={T.columns.role}>
        <Select
          label={T.roleFor(name)}
          hideLabel
          value={member.role}
          options={ROLE_OPTIONS}
          isDisabled={change.isPending}
          onChange={(role: StaffRole) => {
            if (role !== member.role) change.mutate({ id: member.id, role });
          }}
        />
      </td>
      <td data-label={T.columns.actions}>
        <Button
          size="small"
          variant="secondary"
          aria-label={T.removeLabel(name)}
          isDisabled={remove.isPending}
          onPress={() => remove.mutate(member.id)}
        >
          {T.remove}
        </Button>
      </td>
    </tr>
  );
}

function InviteForm() {
  const toasts = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('recruiter');
  const [problem, setProblem] = useState<{ email?: string; message?: string }>({});
  const invite = useInviteStaff({
    onSuccess: (_r, body) => {
      toasts.showToast(T.invited(body.email), { type: 'success' });
      setEmail('');
      setProblem({});
    },
    onError: (error) =>
      setProblem(error.fields.email ? { email: error.fields.email } : { message: failure(error) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email: email.trim(), role });
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="invite-heading" noValidate>
      <h2 id="invite-heading">{T.inviteTitle}</h2>
      <p className={styles.muted}>{T.inviteHelp}</p>
      <FormAlert>{problem.message}</FormAlert>
      <div className={styles.filters}>
        <TextField
          label={T.email}
          type="email"
          autoComplete="off"
          validationBehavior="aria"
          isRequired
          value={email}
          onChange={setEmail}
          errorMessage={problem.email}
          className={styles.grow}
        />
        <Select label={T.role} value={role} options={ROLE_OPTIONS} onChange={setRole} />
        <Button type="submit" variant="primary" isDisabled={invite.isPending}>
          {T.invite}
        </Button>
      </div>
    </form>
  );
}
