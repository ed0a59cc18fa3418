import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/errors.js';
import { apiErrorText, type FormErrors } from '../../lib/submit-form/index.js';

/**
 * Maps an API failure to what the sign-in forms show: field messages from the server's `fields`, and a
 * form-level message for wrong credentials, weak passwords, rate limits and disabled login.
 */
export function authErrorsFrom(error: unknown, t: TFunction): FormErrors {
  if (!isApiError(error)) return { form: t('auth:errors.generic'), fields: {} };
  const fields = { ...error.fields };
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return { form: t('auth:errors.invalidCredentials'), fields };
    case 'WEAK_PASSWORD':
      // The server says why (too common, contains the email); show that next to the password field.
      return {
        form: fields.password ? undefined : (error.message ?? t('auth:errors.weakPassword')),
        fields: { ...fields, password: fields.password ?? t('auth:errors.weakPassword') },
      };
    case 'LOGIN_DISABLED':
      return { form: t('auth:errors.loginDisabled'), fields };
    case 'RATE_LIMITED':
      return { form: apiErrorText(error, t('auth:errors.generic'), t), fields };
    case 'VALIDATION_FAILED':
      return { form: Object.keys(fields).length > 0 ? undefined : error.message, fields };
    default:
      return { form: apiErrorText(error, t('auth:errors.generic'), t), fields };
  }
}
