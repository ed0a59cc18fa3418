import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { Button } from './button.js';
import styles from './modal.module.css';

export interface ModalProps {
  isOpen: boolean;
  /** Called with false when the visitor closes the dialog (close button, Escape, or outside press). */
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /**
   * Whether Escape, a press outside and the close button close it. A non-dismissable modal (for example a
   * required step) can only be left through the actions inside it.
   */
  isDismissable?: boolean;
  /** Accessible label of the close button (texts come from the app's i18n). */
  closeLabel?: string;
  /** Whether a dismissable modal shows its own close button (default true); confirmations offer Cancel instead. */
  showCloseButton?: boolean;
  /** Dialog role: `alertdialog` for confirmations that interrupt (delete account). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * A modal dialog: focus is trapped and restored, the page behind is inert, and it fills the screen on
 * phones. The title labels the dialog.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  isDismissable = true,
  closeLabel = 'Close',
  role = 'dialog',
  showCloseButton = true,
  className,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <AriaModal className={[styles.modal, className].filter(Boolean).join(' ')}>
        <Dialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {isDismissable && showCloseButton ? (
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={closeLabel}
                    onPress={close}
                    className={styles.close}
                  >
                    <X aria-hidden="true" size={20} />
                  </Button>
                ) : null}
              </div>
              {children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
