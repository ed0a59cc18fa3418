/**
 * Spec 1 §5: a typed signature must be the candidate's full name exactly. A regular expression for the form
 * toolkit's `regex` rule that matches exactly `fullName`, or nothing at all: with no known name every text
 * fails (docs/decisions/016). Used by the offer letter's e-sign form and the e-signature widget.
 */
export function signaturePattern(fullName: string | null | undefined): string {
  const name = fullName?.trim() ?? '';
  // `(?!)` never matches.
  if (name === '') return '^(?!)$';
  return `^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`;
}
