import { VisuallyHidden } from '@portico/ui';

/**
 * The page's h1 for screen readers on pages that do not show their own heading (spec 2 §2 "Every page
 * has a hidden page heading"). Pages that show an h1 do not render this.
 */
export function HiddenPageHeading({ children }: { children: string }) {
  return <VisuallyHidden as="h1">{children}</VisuallyHidden>;
}
