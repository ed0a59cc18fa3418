import { Link as AriaLink, type LinkProps as AriaLinkProps, composeRenderProps } from 'react-aria-components';
import styles from './link.module.css';

export type LinkProps = AriaLinkProps;

/**
 * A link. Client-side navigation works when the app wraps its tree in React Aria's `RouterProvider`
 * (navigate + useHref of React Router); without it, this is a plain <a href>.
 */
export function Link({ className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (custom) => [styles.link, custom].filter(Boolean).join(' '))}
    />
  );
}
