import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  /**
   * An error to show (for example a server-side field error). Setting it marks the field invalid, and the
   * input is described by the message. Browser/ARIA validation errors of `validate` show here too.
   */
  errorMessage?: string;
  placeholder?: string;
  className?: string;
  /**
   * Whether a required field shows the `*` after its label (default true). Forms whose every field is
   * required leave it off; the input still says it is required (aria-required).
   */
  showRequiredMark?: boolean;
}

/** A labelled text input with description and error message, wired with aria-describedby by React Aria. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  isInvalid,
  showRequiredMark = true,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>
        {label}
        {props.isRequired && showRequiredMark ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
