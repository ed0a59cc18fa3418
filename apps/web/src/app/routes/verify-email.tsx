import { useSearchParams } from 'react-router';
import { useAuthModal, VerifyEmailScreen } from '../../features/auth/index.js';
import { withDomain } from '../../lib/careers-href.js';
import { useBoot } from '../boot-context.js';
import { usePageTitle } from '../shell/page-title.js';

/** `/careers/verify-email?token=` from the sign-up mail (docs/decisions/033). */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const boot = useBoot();
  const { openLogin } = useAuthModal();
  usePageTitle({ pageId: 'login' });
  return (
    <VerifyEmailScreen
      token={params.get('token')}
      isLoggedIn={boot.user.isLoggedIn}
      onSignIn={() => openLogin({ view: 'signIn' })}
      homeHref={withDomain('/careers', boot.domain)}
    />
  );
}
