import { isApiError } from '../../lib/api/errors.js';

/**
 * The message of a failed profile edit: a 422 (the server refused the request as it was sent: a bad index,
 * a value the contract refuses, a skill already listed) is "Invalid request received. Please try again";
 * anything else is "Something went wrong. Please try again". The candidate's input stays in the form.
 */
export function editErrorKey(error: unknown): 'errors.invalid' | 'errors.failed' {
  return isApiError(error) && error.status === 422 ? 'errors.invalid' : 'errors.failed';
}
