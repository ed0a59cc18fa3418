import type { ButtonVariant } from './button.js';
import styles from './button.module.css';

/**
 * The button look for a link (navigation stays a link: middle-click, copy address, works before hydration):
 * the classes of `Button`, with the hover and focus rules links need instead of React Aria's data attributes.
 */
export function buttonClassName(variant: ButtonVariant): string {
  return [styles.button, styles[variant], styles.asLink].join(' ');
}
