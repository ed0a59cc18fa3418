import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import type { ButtonVariant } from './button.js';
import styles from './button.module.css';

export interface PlainButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'onClick' | 'type'> {
  /** React 19 passes refs as props; this reaches the <button> (to move focus to it). */
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  fullWidth?: boolean;
  type?: 'button' | 'submit' | 'reset';
  /** A click, Enter or Space (the browser's own activation of a <button>). */
  onPress?(event: MouseEvent<HTMLButtonElement>): void;
  isDisabled?: boolean;
  /**
   * Work in progress (an upload): the button stays focusable and named but does nothing, as React Aria's
   * `isPending` does, and says it is busy.
   */
  isPending?: boolean;
}

/**
 * `Button`'s look and props on a native <button>, without React Aria: for what a page shows before it hydrates
 * on a screen that must stay out of React Aria's chunk (about 15 KB gzip), such as the profile page's Edit and
 * Add buttons (docs/decisions/026). The browser already gives a <button> everything these need: Enter and
 * Space, focus, `disabled`. What React Aria adds — one press event across mouse, touch and keyboard that
 * ignores a drag off the button, and hover styles kept off touch screens — matters for buttons inside
 * composite widgets (menus, lists, dialogs), which stay React Aria's `Button`.
 */
export function PlainButton({
  variant = 'primary',
  size = 'medium',
  fullWidth,
  className,
  type = 'button',
  onPress,
  isDisabled,
  isPending,
  ...props
}: PlainButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
      className={[
        styles.button,
        styles[variant],
        styles.native,
        size === 'small' && styles.small,
        fullWidth && styles.fullWidth,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      onClick={(event) => {
        if (isPending) {
          event.preventDefault();
          return;
        }
        onPress?.(event);
      }}
    />
  );
}
