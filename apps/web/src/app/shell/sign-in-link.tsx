import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from '../../lib/plain-click.js';

export interface SignInLinkProps {
  /** `/careers/login` with the carried query parameters: what works before (or without) the scripts. */
  href: string;
  /** Opens the login dialog in place once the app runs. */
  onOpen(): void;
  /** The visitor is about to use it (pointer over it, focus, touch): time to fetch the dialog's code. */
  onIntent?(): void;
  className?: string;
  children: ReactNode;
}

/**
 * A real link to the login page that the running app turns into "open the dialog here". Before hydration
 * (or without JavaScript) it navigates to `/careers/login`, which opens the same dialog; a modified click
 * (new tab, new window) keeps the browser's own behaviour.
 */
export function SignInLink({ href, onOpen, onIntent, className, children }: SignInLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    onOpen();
  }
  return (
    <a
      href={href}
      className={className}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      {children}
    </a>
  );
}
