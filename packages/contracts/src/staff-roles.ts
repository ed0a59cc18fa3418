/**
 * Staff of a tenant (docs/decisions/039). A tenant admin does everything in the recruiter workspace, including
 * site settings and the staff list; a recruiter works on jobs, applications, interviews, events and offers.
 */
export const STAFF_ROLES = ['admin', 'recruiter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether `role` may do what `needed` allows: an admin may do everything a recruiter may. */
export function staffRoleAllows(role: StaffRole | null | undefined, needed: StaffRole): boolean {
  if (!role) return false;
  return needed === 'recruiter' || role === 'admin';
}
