import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import styles from './auth.module.css';

export interface AuthFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  description?: string;
  autoFocus?: boolean;
}

/** A labelled input whose error is announced and tied to it (aria-describedby via React Aria). */
export function AuthField({
  name,
  label,
  type = 'text',
  autoComplete,
  value,
  onChange,
  error,
  description,
  autoFocus,
}: AuthFieldProps) {
  return (
    <TextField
      className={styles.field}
      name={name}
      type={type}
      value={value}
      onChange={onChange}
      isRequired
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      autoComplete={autoComplete}
      autoFocus={autoFocus}
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
    </TextField>
  );
}
