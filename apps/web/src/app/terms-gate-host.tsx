import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { withCarriedParams, withDomain } from '../lib/careers-href.js';
import { lazyComponent } from '../lib/lazy-component.js';
import { useBoot } from './boot-context.js';
import { useRouteHandle } from './route-handle.js';
import type { TermsGateProps } from './shell/terms-gate.js';

/** The terms gate's own chunk (docs/decisions/014): only a candidate the gate holds downloads it. */
export const termsGate = lazyComponent<TermsGateProps>(() =>
  import('./shell/terms-gate.js').then((module) => module.TermsGate),
);

/**
 * Whether the terms gate stands (spec 1 §4: enabled, signed in, not attested — the server's `termsGate`), the
 * gate itself once its chunk is in (before hydration when the server rendered it), and what ends it. After an
 * acceptance the page's data is asked again: anything the gate held back answered 403. The settings page, where a
 * candidate downloads their data or deletes their account, is not covered (`handle.privacyRights`); the gate links
 * there, and any other page shows the gate again.
 */
export function useTermsGate() {
  const boot = useBoot();
  const handle = useRouteHandle();
  const location = useLocation();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(boot.user.isLoggedIn && boot.user.termsGate);
  const Gate = termsGate.useComponent(open);
  const onDone = useCallback(
    (reason: 'accepted' | 'dropped') => {
      setOpen(false);
      if (reason === 'accepted') {
        void queryClient.invalidateQueries();
        void revalidator.revalidate();
      }
    },
    [queryClient, revalidator],
  );
  const { enabled: _enabled, ...terms } = boot.pageConfig.pcsxConfig.termsConfig;
  const privacyHref = withDomain(withCarriedParams('/careers/settings', location.search), boot.domain);
  const gate =
    open && Gate && !handle.privacyRights ? (
      <Gate terms={terms} onDone={onDone} privacyHref={privacyHref} />
    ) : null;
  return { blocking: gate !== null, gate };
}
