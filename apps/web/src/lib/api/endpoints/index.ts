export { LOGGED_OUT } from './auth-session.js';
export { type ChangePasswordInput, changePassword, useChangePassword } from './change-password.js';
export { type DeleteAccountInput, deleteAccount, useDeleteAccount } from './delete-account.js';
export { type ForgotPasswordInput, forgotPassword, useForgotPassword } from './forgot-password.js';
export { getFormOptions, searchSkills } from './form-options.js';
export {
  jobAlertsQueryOptions,
  useCreateJobAlert,
  useDeleteJobAlert,
  useJobAlerts,
  useSubscribeJobAlert,
  useUpdateJobAlert,
} from './job-alerts.js';
export { queryKeys, USER_SCOPED_KEYS } from './keys.js';
export { type LoginInput, login, useLogin } from './login.js';
export type { MutationHookOptions } from './mutation.js';
export {
  type AcceptOfferInput,
  acceptDocument,
  acceptOffer,
  declineOffer,
  getOffer,
  getOffers,
  type OfferActionResult,
  offerQueryOptions,
  offersQueryOptions,
  reportEsignStatus,
  signWidgetDocument,
  useAcceptDocument,
  useAcceptOffer,
  useDeclineOffer,
  useOffer,
  useOffers,
  useSignWidgetDocument,
} from './offers.js';
export {
  configOverridesQueryOptions,
  getConfigOverrides,
  getInsights,
  getJobCart,
  getMatchDetails,
  getPosition,
  insightsQueryOptions,
  jobCartQueryOptions,
  matchDetailsQueryOptions,
  positionQueryOptions,
  type SaveInput,
  setSaved,
  updateJobCart,
  useSetSaved,
  useUpdateJobCart,
} from './positions.js';
export { editProfile, useProfileEdit } from './profile-edit.js';
export { type ResetPasswordInput, resetPassword, useResetPassword } from './reset-password.js';
export {
  getMarkers,
  getSearch,
  getSuggestions,
  type MarkersResult,
  markersQueryOptions,
  SUGGESTION_CACHE_MS,
  type SuggestionKind,
  searchQueryOptions,
  suggestionsQueryOptions,
} from './search.js';
export { getSession, type SessionData, sessionQueryOptions, useSession } from './session.js';
export { getSettings, type SettingsData, settingsQueryOptions, useSettings } from './settings.js';
export { signOutEverywhere, useSignOutEverywhere } from './sign-out-everywhere.js';
export { type SignupInput, signup, useSignup } from './signup.js';
export {
  afterLanguageSaved,
  type UpdateLanguageInput,
  updateLanguage,
  useUpdateLanguage,
} from './update-language.js';
export { useVerifyEmail, type VerifyEmailInput, verifyEmail } from './verify-email.js';
export { postVslog, useVslog, type VslogInput, type VslogQuery } from './vslog.js';
