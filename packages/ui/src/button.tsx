import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends AriaButtonProps {
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
