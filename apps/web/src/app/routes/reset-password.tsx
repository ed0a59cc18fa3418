import { useSearchParams } from 'react-router';
import { ResetPasswordScreen, useAuthModal } from '../../features/auth/index.js';
import { usePageTitle } from '../shell/page-title.js';

/** `/careers/reset-password?token=` from the emailed link. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const { openLogin } = useAuthModal();
  usePageTitle({ pageId: 'login' });
  return <ResetPasswordScreen token={params.get('token')} onSignIn={(view) => openLogin({ view })} />;
}
