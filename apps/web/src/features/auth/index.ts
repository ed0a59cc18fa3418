/** The auth feature's public surface for the app shell. */
export {
  AuthModalProvider,
  type AuthView,
  type OpenLoginOptions,
  useAuthModal,
} from './auth-modal-context.js';
export { LoginModal } from './components/login-modal.js';
export { ResetPasswordScreen } from './reset-password-screen.js';
