import { buttonClassName } from '@portico/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A router link drawn as a button (navigation stays a link: middle-click, copy address, no JS needed). */
export function LinkButton({
  to,
  variant,
  children,
  'aria-label': ariaLabel,
  className,
}: {
  to: string;
  variant: 'primary' | 'secondary' | 'ghost';
  children: ReactNode;
  'aria-label'?: string;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={[buttonClassName(variant), className].filter(Boolean).join(' ')}
      data-variant={variant}
      aria-label={ariaLabel}
    >
      {children}
    </Link>
  );
}
