import { type ComponentType, createContext, useContext } from 'react';
import type { FieldType, FormItem } from '../core/definition.js';

/** An editable field: binds `item` at `name` (`list.0.city` inside a list entry) through useFormField. */
export interface FieldEditProps {
  readonly item: FormItem;
  readonly name: string;
}

/** A read-only value: plain text in place of the control (choice labels, not values). */
export interface FieldViewProps {
  readonly item: FormItem;
  readonly name: string;
  readonly value: unknown;
}

export interface FieldComponents {
  readonly Edit: ComponentType<FieldEditProps>;
  readonly View: ComponentType<FieldViewProps>;
  /**
   * Display-only types (info, instruction) and self-framed types (dynamic list) render their own frame in
   * read-only mode instead of the label/value row.
   */
  readonly viewFrame?: 'row' | 'none';
}

export type FieldRegistry = Readonly<Record<FieldType, FieldComponents>>;

const RegistryContext = createContext<FieldRegistry | null>(null);
export const FieldRegistryProvider = RegistryContext.Provider;

/** The component pair for a type, or undefined for a type no component is registered for. */
export function useFieldComponents(type: string): FieldComponents | undefined {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('FieldRegistryProvider is missing');
  return Object.hasOwn(registry, type) ? registry[type as FieldType] : undefined;
}
