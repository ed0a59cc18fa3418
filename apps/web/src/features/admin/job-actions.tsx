import type { AdminPositionStatus } from '@portico/contracts';
import { Button, useToast } from '@portico/ui';
import { useNavigate } from 'react-router';
import { type AdminPositionAction, useAdminPositionAction } from '../../lib/api/endpoints/admin.js';
import { ADMIN_PATHS } from './admin-frame.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.jobs;

/** The next steps a job in `status` offers. */
export function actionsFor(status: AdminPositionStatus): AdminPositionAction[] {
  if (status === 'archived') return ['publish', 'duplicate'];
  if (status === 'draft') return ['publish', 'duplicate', 'archive'];
  return ['duplicate', 'archive'];
}

/**
 * A job's next-step buttons (the list's rows and the editor): each says what happened; a copy opens in the
 * editor, as a draft.
 */
export function JobActions({
  job,
  href,
  size,
}: {
  job: { id: number; title: string; status: AdminPositionStatus };
  href: (path: string) => string;
  size?: 'small';
}) {
  const toasts = useToast();
  const navigate = useNavigate();
  const act = useAdminPositionAction({
    onSuccess: (result, { action }) => {
      if (action === 'duplicate') {
        toasts.showToast(T.duplicated(job.title), { type: 'success' });
        void navigate(href(ADMIN_PATHS.job(result.position.id)));
      } else {
        toasts.showToast(action === 'publish' ? T.published(job.title) : T.archived(job.title), {
          type: 'success',
        });
      }
    },
    onError: (error) =>
      toasts.showToast(error.kind === 'http' ? error.message : T.actionFailed, { type: 'error' }),
  });
  const labels: Record<AdminPositionAction, string> = {
    duplicate: T.duplicate,
    publish: job.status === 'archived' ? T.restore : T.publish,
    archive: T.archive,
  };
  return (
    <>
      {actionsFor(job.status).map((action) => (
        <Button
          key={action}
          size={size}
          variant="secondary"
          isDisabled={act.isPending}
          onPress={() => act.mutate({ id: job.id, action })}
        >
          {labels[action]}
        </Button>
      ))}
    </>
  );
}
