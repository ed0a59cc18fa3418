import { type CSSProperties, memo, type ReactNode, useEffect } from 'react';
import { get } from 'react-hook-form';
import type { FormItem, FormValues } from '../core/definition.js';
import { isEmptyValue } from '../core/rules.js';
import { isItemVisible } from '../core/visibility.js';
import styles from './form.module.css';
import { useFormsT } from './i18n.js';
import { useFieldComponents } from './registry-context.js';
import { useFormRuntime } from './runtime.js';
import { useVisibilityValues } from './visibility.js';

export interface FormItemsProps {
  readonly items: readonly FormItem[];
  /** Path prefix of a dynamic list entry, e.g. `jobs.0.`; empty at the top level. */
  readonly prefix?: string;
}

/** Read-only rows always take the full width: their own label/value columns are the layout there. */
function gridStyle(item: FormItem, readOnly: boolean): CSSProperties {
  const layout = readOnly ? {} : (item.layout ?? {});
  return {
    '--span': layout.span ?? 12,
    '--span-small': layout.spanSmall ?? 12,
    gridColumnStart: layout.newRow ? 1 : undefined,
  } as CSSProperties;
}

/**
 * Renders items on the 12-column grid, editable or read-only as the form's mode says. Visibility is
 * decided on the settled (debounced) values; an item inside a list entry sees the entry's values over the
 * form's. A hidden item is not rendered, so its field unregisters and is not validated.
 */
export function FormItems({ items, prefix = '' }: FormItemsProps) {
  const values = useVisibilityValues();
  const { mode } = useFormRuntime();
  const entryPath = prefix.replace(/\.$/, '');
  const entry = entryPath ? get(values, entryPath) : undefined;
  const scope: FormValues =
    entry && typeof entry === 'object' ? { ...values, ...(entry as FormValues) } : (values as FormValues);
  return (
    <div className={styles.grid}>
      {items
        .filter((item) => isItemVisible(item, scope))
        .map((item) => (
          <div key={item.name} className={styles.cell} style={gridStyle(item, mode === 'readonly')}>
            <FormItemView item={item} name={`${prefix}${item.name}`} />
          </div>
        ))}
    </div>
  );
}

/**
 * One item, re-rendered only when its own props or the form's contexts change. The grid above re-renders with
 * every settled change of any value (visibility is decided on all of them): without this, each keystroke on a
 * long form re-rendered every field (on the showcase about 900 elements, 40-100 ms of a busy phone's main
 * thread per key). Fields read their own values from react-hook-form, so they still update as they change.
 */
const FormItemView = memo(function FormItemView({ item, name }: { item: FormItem; name: string }) {
  const { mode } = useFormRuntime();
  const components = useFieldComponents(item.type);
  useEffect(() => {
    // Definitions can come from a server that knows a type this build does not: say so, render nothing.
    if (!components) console.error('No component with type', item.type);
  }, [components, item.type]);
  if (!components) return null;
  if (mode === 'edit') return <components.Edit item={item} name={name} />;
  return <ReadOnlyItem item={item} name={name} />;
});

/** Label in 5 of 12 columns and the value in 6 with an offset of 1 at large sizes; 12 each when small. */
function ReadOnlyItem({ item, name }: { item: FormItem; name: string }) {
  const { t } = useFormsT();
  const { initialValues } = useFormRuntime();
  const components = useFieldComponents(item.type);
  if (!components) return null;
  const value = get(initialValues, name);
  if (components.viewFrame === 'none') return <components.View item={item} name={name} value={value} />;
  let content: ReactNode;
  if (item.confidential) content = t('field.confidential');
  else if (isEmptyValue(value, item.type))
    content = <span className={styles.muted}>{t('field.notProvided')}</span>;
  else content = <components.View item={item} name={name} value={value} />;
  return (
    <dl className={styles.readOnlyRow}>
      <dt className={styles.readOnlyLabel}>
        {item.label ?? item.ariaLabel ?? item.name}
        {item.newItem ? <span className={styles.newPill}>{t('field.new')}</span> : null}
      </dt>
      <dd className={styles.readOnlyValue}>{content}</dd>
    </dl>
  );
}
