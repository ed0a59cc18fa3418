import type { Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends AriaButtonProps {
  /** React 19 passes refs as props; this reaches the <button> (to move focus to it). */
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  fullWidth?: boolean;
}

/** A button (React Aria: press events for mouse, touch and keyboard; `isPending` announces progress). */
export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth,
  className,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (custom) =>
        [
          styles.button,
          styles[variant],
          size === 'small' && styles.small,
          fullWidth && styles.fullWidth,
          custom,
        ]
          .filter(Boolean)
          .join(' '),
      )}
    />
  );
}
