export { Banner, type BannerProps, type BannerTone } from './banner.js';
export { Button, type ButtonProps, type ButtonVariant } from './button.js';
export { buttonClassName } from './button-class.js';
export { DeferredToastRegion, preloadToastRegion } from './deferred-toast-region.js';
export { FormAlert, type FormAlertProps } from './form-alert.js';
export { Link, type LinkProps } from './link.js';
export { Modal, type ModalProps } from './modal.js';
export { PlainButton, type PlainButtonProps } from './plain-button.js';
export { Select, type SelectOption, type SelectProps } from './select.js';
export {
  EMPTY_STATE_DEFAULT,
  EmptyState,
  ERROR_STATE_DEFAULT,
  ErrorState,
  LOADING_OVERLAY_OPACITY,
  LOADING_OVERLAY_Z_INDEX,
  LoadingOverlay,
  type LoadingOverlayProps,
  LoadingState,
  type LoadingStateProps,
  Spinner,
  type SpinnerProps,
  type StateProps,
} from './states.js';
export { TextField, type TextFieldProps } from './text-field.js';
export { ToastRegion, type ToastRegionProps } from './toast.js';
export { ToastProvider, useToast } from './toast-context.js';
export {
  createToastQueue,
  type ToastItem,
  type ToastOptions,
  type ToastQueue,
  type ToastType,
} from './toast-queue.js';
export { atLeast, useBreakpoint } from './use-breakpoint.js';
export { VisuallyHidden } from './visually-hidden.js';
