import { Button, type ButtonProps, TextField, type TextFieldProps } from '@portico/ui';

/**
 * A required text input of the app's forms (ui TextField): labelled, described by its hint and error, and
 * checked by the form (aria validation), not by the browser's bubbles. Spread `form.field(name)` into it.
 */
export type FormFieldProps = TextFieldProps;

export function FormField(props: FormFieldProps) {
  return <TextField isRequired showRequiredMark={false} validationBehavior="aria" {...props} />;
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'isDisabled' | 'children'> {
  isPending: boolean;
  /** Shown while the request runs ("Signing in…"). */
  pendingLabel: string;
  children: string;
}

/** The form's submit button: disabled, with its pending text, while the request runs. */
export function SubmitButton({ isPending, pendingLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button {...props} type="submit" isDisabled={isPending}>
      {isPending ? pendingLabel : children}
    </Button>
  );
}
