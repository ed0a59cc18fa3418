import { EMAIL_VERIFICATION_TTL_MS } from '@portico/contracts';
import type { CandidateRow } from '../../db/types.js';
import type { Tenant } from '../tenants/tenants.service.js';

/** The mail of a sign-up for a new address (docs/decisions/033): the confirmation link. */
export function verificationMail(
  tenant: Pick<Tenant, 'name'>,
  candidate: Pick<CandidateRow, 'full_name'>,
  link: string,
): { subject: string; text: string } {
  const hours = Math.round(EMAIL_VERIFICATION_TTL_MS / 3_600_000);
  return {
    subject: `Confirm your email for ${tenant.name} careers`,
    text: [
      `Hello ${candidate.full_name},`,
      '',
      `Thank you for creating an account on the ${tenant.name} careers site.`,
      `Open this link within ${hours} hours to confirm that this address is yours:`,
      '',
      link,
      '',
      'Until you confirm it, we do not send mail about your applications or offers to this address.',
      'If you did not create this account, you can ignore this email.',
    ].join('\n'),
  };
}

/**
 * The mail of a sign-up for an address whose account is verified: the sign-up changed nothing, and its owner
 * learns that someone tried, with the way to sign in or reset the password.
 */
export function signUpAttemptMail(
  tenant: Pick<Tenant, 'name'>,
  candidate: Pick<CandidateRow, 'full_name'>,
  signInLink: string,
): { subject: string; text: string } {
  return {
    subject: `Someone tried to create a ${tenant.name} careers account with your email`,
    text: [
      `Hello ${candidate.full_name},`,
      '',
      `Someone tried to create an account on the ${tenant.name} careers site with this email address.`,
      'You already have an account, so nothing was changed.',
      '',
      'If it was you, sign in here (choose "Forgot password?" there if you no longer know your password):',
      '',
      signInLink,
      '',
      'If it was not you, you can ignore this email; your account and password stay as they are.',
    ].join('\n'),
  };
}
