import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FormValues } from '../core/definition.js';

/** Spec 3 §9: visibility of dependent fields is evaluated 50 ms after the values settle. */
export const VISIBILITY_DEBOUNCE_MS = 50;

const ValuesContext = createContext<Readonly<FormValues>>({});

/** Provides the form's values, debounced, to everything that decides visibility (items, sections, steps). */
export function VisibilityValuesProvider({ children }: { children: ReactNode }) {
  const { control } = useFormContext<FormValues>();
  // Before fields mount, useWatch answers with the default values, so the first render already hides and
  // shows by the initial values.
  const live = useWatch({ control }) as FormValues;
  const [settled, setSettled] = useState<Readonly<FormValues>>(live);
  const key = JSON.stringify(live);
  // biome-ignore lint/correctness/useExhaustiveDependencies: settle when the values' content changes
  useEffect(() => {
    const timer = setTimeout(() => setSettled(live), VISIBILITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return <ValuesContext.Provider value={settled}>{children}</ValuesContext.Provider>;
}

/** The settled values visibility is decided on. */
export function useVisibilityValues(): Readonly<FormValues> {
  return useContext(ValuesContext);
}
