import type { TFunction } from 'i18next';
import { isApiError } from '../api/errors.js';

/** The text of a failed request for a form-level message: the request layer's own text, the server's, or the fallback. */
export function apiErrorText(error: unknown, fallback: string, t: TFunction): string {
  if (!isApiError(error)) return fallback;
  if (error.messageKey) return t(`common:${error.messageKey}`);
  return error.message || fallback;
}
