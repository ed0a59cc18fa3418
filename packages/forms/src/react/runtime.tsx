import { createContext, type ReactNode, useContext } from 'react';
import type { FormDefinition, FormValues, SelectOption } from '../core/definition.js';

/** Loaders a definition names but cannot carry (functions do not travel as data). */
export interface FormLoaders {
  /** `selectOptions.apiCall` name -> options loader, given the first dependency's value. */
  readonly selectCalls?: Readonly<Record<string, (parentValue: unknown) => Promise<SelectOption[]>>>;
  /** `skillSelectorOptions.searchCall` name -> skill search. */
  readonly skillSearches?: Readonly<Record<string, (query: string) => Promise<string[]>>>;
  /**
   * Loads the options of `selectOptions.apiEndpoint` (the url with `{{parentValue}}` filled in). Default: a
   * same-origin GET read as `data.options` (spec 3 §7); an app passes its own request layer instead.
   */
  readonly getOptions?: (url: string) => Promise<readonly SelectOption[]>;
  /**
   * `dynamicListOptions.renderers` names -> renderers of a list entry (`header`: the entry's heading in
   * place of "Entry N"; `summary`: the read-only entry in place of its label/value rows).
   */
  readonly listRenderers?: Readonly<Record<string, ListEntryRenderer>>;
}

/** Renders one dynamic list entry (its values, 0-based index) as text or inline content. */
export type ListEntryRenderer = (entry: Readonly<FormValues>, index: number) => ReactNode;

export type FormMode = 'edit' | 'readonly';

export interface FormRuntime {
  readonly definition: FormDefinition;
  readonly mode: FormMode;
  readonly loaders: FormLoaders;
  /** The clock of date rules and "today" fields; injectable for tests. */
  readonly now: () => Date;
  /** Email rule mode when neither the rule nor the item sets one. */
  readonly emailMode: 'strict' | 'default';
  /** Values as the form started, for the "highlight" field status. */
  readonly initialValues: Readonly<FormValues>;
}

const RuntimeContext = createContext<FormRuntime | null>(null);

export function FormRuntimeProvider({ value, children }: { value: FormRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

export function useFormRuntime(): FormRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime)
    throw new Error('Form fields must be rendered inside a form layout (SimpleForm, StepperForm).');
  return runtime;
}
