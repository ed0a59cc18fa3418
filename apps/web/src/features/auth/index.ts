/** The auth feature's public surface for the app shell. */
import { loadScreenNamespaces } from '../../lib/i18n/index.js';

export {
  AuthModalProvider,
  type AuthView,
  type OpenLoginOptions,
  useAuthModal,
} from './auth-modal-context.js';
export type { LoginModalProps } from './components/login-modal.js';

/**
 * The login dialog is its own chunk (React Aria, its forms and their schemas) with its strings (the `auth`
 * namespace): the shell loads it when the dialog is wanted (docs/decisions/014).
 */
export const loadLoginModal = () =>
  Promise.all([import('./components/login-modal.js'), loadScreenNamespaces()]).then(
    ([module]) => module.LoginModal,
  );
export { ResetPasswordScreen } from './reset-password-screen.js';
export { VerifyEmailScreen } from './verify-email-screen.js';
