import type { JobCartRequest, PositionDetailsConfig } from '@portico/contracts';
import { useToast } from '@portico/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api/context.js';
import {
  configOverridesQueryOptions,
  insightsQueryOptions,
  jobCartQueryOptions,
  matchDetailsQueryOptions,
  positionQueryOptions,
  setSaved,
  updateJobCart,
  useSetSaved,
  useUpdateJobCart,
} from '../../lib/api/endpoints/index.js';

export interface PositionActionsInput {
  id: number | null;
  /** A private position's link token (docs/decisions/034); null for a public one. */
  privateToken: string | null;
  /** The search's location (search pane): the position's place there is listed first. */
  queriedLocation?: string;
  isLoggedIn: boolean;
  loginEnabled: boolean;
  cartEnabled: boolean;
  /** The tenant's group id, sent with cart updates (spec 2 §7). */
  domain: string;
  /** Absolute address of the job page, for "Copy link". */
  shareUrl: string;
  /** The tenant's job-detail configuration, and whether it has per-position override rules. */
  baseConfig: PositionDetailsConfig;
  hasOverrides: boolean;
  language: string;
  /** Opens the login dialog with an action to run after signing in (the route passes the auth modal's). */
  openLogin(options: { pendingAction: () => Promise<void> }): void;
}

/**
 * Spec 2 §4 "Position details": the full position, the match details (signed in) and the insights load in
 * parallel once a position is chosen (each fails on its own; match details and insights just stay empty),
 * plus save, job cart and copy link. A visitor who is not signed in gets the login dialog, and the save (or
 * cart add) runs after signing in.
 */
export function usePositionActions(input: PositionActionsInput) {
  const { t } = useTranslation('jobs');
  const api = useApi();
  const toasts = useToast();
  const { openLogin } = input;
  const id = input.id ?? 0;
  const position = useQuery({
    ...positionQueryOptions(api, id, input.privateToken, input.queriedLocation),
    enabled: id > 0,
  });
  const insights = useQuery({ ...insightsQueryOptions(api, id, input.privateToken), enabled: id > 0 });
  // Signed-in candidates only: the match is computed from their own profile.
  const matchOptions = matchDetailsQueryOptions(api, id, input.privateToken, input.domain);
  const match = useQuery({ ...matchOptions, enabled: id > 0 && input.isLoggedIn });
  // Spec 2 §4: overrides are fetched only when the tenant has some; without an answer (none match, or the
  // call failed) the base configuration is restored.
  const overrides = useQuery({
    ...configOverridesQueryOptions(api, id, input.privateToken, input.language),
    enabled: id > 0 && input.hasOverrides,
  });
  const config: PositionDetailsConfig = { ...input.baseConfig, ...(overrides.data ?? {}) };
  const cart = useQuery({ ...jobCartQueryOptions(api), enabled: input.isLoggedIn && input.cartEnabled });
  const save = useSetSaved({
    onError: () => toasts.add(t('details.saveFailed'), { type: 'error' }),
  });
  const updateCart = useUpdateJobCart({
    onError: () => toasts.add(t('details.cartFailed'), { type: 'error' }),
  });
  const inCart = cart.data?.positions.some((p) => p.id === id) ?? false;

  function toggleSave() {
    if (!id) return;
    if (!input.isLoggedIn) {
      if (input.loginEnabled)
        openLogin({
          pendingAction: () =>
            setSaved(api, { id, save: true, privateToken: input.privateToken }).then(() => undefined),
        });
      return;
    }
    save.mutate({
      id,
      save: !(position.data?.positionUserActions.isSaved ?? false),
      privateToken: input.privateToken,
    });
  }

  function toggleCart() {
    if (!id) return;
    const request: JobCartRequest = {
      pids: [String(id)],
      operation: inCart ? 'remove' : 'add',
      domain: input.domain,
    };
    if (!input.isLoggedIn) {
      if (input.loginEnabled)
        openLogin({
          pendingAction: () => updateJobCart(api, { ...request, operation: 'add' }).then(() => undefined),
        });
      return;
    }
    updateCart.mutate(request);
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(input.shareUrl);
      toasts.add(t('details.copied'), { type: 'success' });
    } catch {
      toasts.add(t('details.copyFailed'), { type: 'error' });
    }
  }

  return {
    position,
    insights,
    match,
    /** The match's query key: corrections made in the match panel update and roll back this entry. */
    matchKey: matchOptions.queryKey,
    config,
    inCart,
    saving: save.isPending,
    cartBusy: updateCart.isPending || (input.isLoggedIn && cart.isLoading),
    toggleSave,
    toggleCart,
    copyLink,
  };
}

export type PositionActions = ReturnType<typeof usePositionActions>;
