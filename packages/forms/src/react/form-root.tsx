import { type FormHTMLAttributes, type KeyboardEvent, type ReactNode, useMemo } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import type { FormDefinition, FormValues } from '../core/definition.js';
import styles from './form.module.css';
import { useFormsT } from './i18n.js';
import { type FieldRegistry, FieldRegistryProvider } from './registry-context.js';
import { type FormLoaders, type FormMode, FormRuntimeProvider } from './runtime.js';
import { useDefinitionForm } from './use-definition-form.js';
import { useHydrated } from './use-hydrated.js';
import { VisibilityValuesProvider } from './visibility.js';

/** What every layout (simple, stepper, HTML blocks, preboarding admin) takes. */
export interface FormProps {
  readonly definition: FormDefinition;
  /** Loaded without marking the form changed; a new object resets the form to it. */
  readonly initialValues?: FormValues;
  /** `edit` (default) or `readonly`: plain-text values, choice labels, `[ CONFIDENTIAL ]`. */
  readonly mode?: FormMode;
  /** Called with the values once every visible field is valid. */
  readonly onSubmit?: (values: FormValues) => void | Promise<void>;
  /** Called when the values differ from the previous call's. */
  readonly onChange?: (values: FormValues) => void;
  /** Server-side errors, field name -> message; the first one is focused. */
  readonly serverErrors?: Readonly<Record<string, string>>;
  readonly loaders?: FormLoaders;
  /** The clock of date rules and "today" fields (tests inject one). */
  readonly now?: () => Date;
  readonly emailMode?: 'strict' | 'default';
  /** Accessible name of the form. */
  readonly 'aria-label'?: string;
  readonly id?: string;
}

export interface FormRootProps extends FormProps {
  readonly registry: FieldRegistry;
  readonly className?: string;
  readonly children: ReactNode | ((form: UseFormReturn<FormValues>) => ReactNode);
}

const EMPTY: FormValues = {};
const systemNow = () => new Date();

/** Enter in a one-line input must not submit the form (spec 3 §4); textareas and buttons keep it. */
function preventEnterSubmit(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
  if (target.type === 'submit' || target.type === 'button') return;
  event.preventDefault();
}

/**
 * The shared root of every layout: react-hook-form over the definition, the runtime (mode, loaders,
 * clock), the field registry, the debounced visibility values and the `<form>` element itself.
 */
export function FormRoot({ registry, className, children, ...props }: FormRootProps) {
  const { translate } = useFormsT();
  const hydrated = useHydrated();
  const mode = props.mode ?? 'edit';
  const now = props.now ?? systemNow;
  const emailMode = props.emailMode ?? 'default';
  const initialValues = props.initialValues ?? EMPTY;
  const form = useDefinitionForm({
    definition: props.definition,
    initialValues: props.initialValues,
    onChange: props.onChange,
    serverErrors: props.serverErrors,
    now,
    emailMode,
    translate,
  });
  const runtime = useMemo(
    () => ({
      definition: props.definition,
      mode,
      loaders: props.loaders ?? {},
      now,
      emailMode,
      initialValues,
    }),
    [props.definition, mode, props.loaders, now, emailMode, initialValues],
  );
  const onSubmit = form.handleSubmit(async (values) => {
    await props.onSubmit?.(values);
  });
  const formProps: FormHTMLAttributes<HTMLFormElement> = {
    id: props.id,
    // Never GET: should a submit ever reach the browser's default, no value may end up in a URL or a log.
    method: 'post',
    'aria-label': props['aria-label'],
    className,
    noValidate: true,
    onSubmit: (event) => {
      if (mode === 'readonly') {
        event.preventDefault();
        return;
      }
      void onSubmit(event);
    },
    onKeyDown: preventEnterSubmit,
  };
  return (
    <FormRuntimeProvider value={runtime}>
      <FieldRegistryProvider value={registry}>
        <FormProvider {...form}>
          <VisibilityValuesProvider>
            <form {...formProps}>
              {/* Until the scripts run, a submit would be the browser's own (values in a URL, nothing
                  validated) and typed text would be replaced at hydration: the controls wait for them. */}
              <fieldset role="presentation" className={styles.hydrationGate} disabled={!hydrated}>
                {typeof children === 'function' ? children(form) : children}
              </fieldset>
            </form>
          </VisibilityValuesProvider>
        </FormProvider>
      </FieldRegistryProvider>
    </FormRuntimeProvider>
  );
}
