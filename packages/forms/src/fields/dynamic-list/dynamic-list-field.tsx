import { Button, VisuallyHidden } from '@portico/ui';
import {
  BriefcaseBusiness,
  CirclePlus,
  GraduationCap,
  type LucideIcon,
  Plus,
  Trash2,
  UserPlus,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { DynamicListValue, FormItem, FormValues } from '../../core/definition.js';
import { listBounds, listStartValue } from '../../core/rules.js';
import { FieldShell } from '../../react/field-shell.js';
import formStyles from '../../react/form.module.css';
import { FormItems } from '../../react/form-items.js';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { type ListEntryRenderer, useFormRuntime } from '../../react/runtime.js';
import { useFormField } from '../../react/use-form-field.js';
import styles from './dynamic-list.module.css';

/**
 * Icons `dynamicListOptions.addButton.icon` may name (lucide names). A short list keeps every other icon out
 * of the bundle; an unknown name falls back to the plus.
 */
const ADD_ICONS: Readonly<Record<string, LucideIcon>> = {
  plus: Plus,
  'circle-plus': CirclePlus,
  'user-plus': UserPlus,
  'briefcase-business': BriefcaseBusiness,
  'graduation-cap': GraduationCap,
};

function useEntryRenderers(item: FormItem) {
  const { loaders } = useFormRuntime();
  const names = item.dynamicListOptions?.renderers ?? {};
  const pick = (key: string): ListEntryRenderer | undefined => {
    const rendererName = names[key];
    return rendererName ? loaders.listRenderers?.[rendererName] : undefined;
  };
  return { header: pick('header'), summary: pick('summary') };
}

/**
 * React keys of the entries. react-hook-form's ids follow Add and Delete, but a whole new list (a reset to
 * new initial values) gives every entry a new id. Keyed by those, every entry would remount, and with
 * `shouldUnregister` the outgoing entries' fields unregister on unmount the very names the incoming ones
 * have just registered: their values leave the form (and the reported values) until something else
 * changes. When no entry's id is known any more, the list was replaced as a whole, so the entries keep
 * their places (as top-level fields do over a reset); otherwise each entry keeps its key.
 */
function useEntryKeys(fields: readonly { id: string }[]): string[] {
  const previous = useRef<{ ids: readonly string[]; keys: readonly string[] }>({ ids: [], keys: [] });
  return useMemo(() => {
    const { ids, keys } = previous.current;
    const known = new Map(ids.map((id, index) => [id, keys[index]]));
    const replaced = !fields.some((field) => known.has(field.id));
    const next = fields.map(
      (field, index) => known.get(field.id) ?? (replaced ? keys[index] : undefined) ?? field.id,
    );
    previous.current = { ids: fields.map((field) => field.id), keys: next };
    return next;
  }, [fields]);
}

type FocusTarget = { kind: 'firstControl' | 'group'; index: number } | { kind: 'add' };

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], iframe, [tabindex]:not([tabindex="-1"])';

/**
 * A list of entries, each the `dynamicListOptions.items` bound as `list.index.name`. It starts with one
 * entry (`itemDefaultValue`) when at least one is required; Add hides at the maximum and Delete at the
 * minimum. The list's own errors (too few or too many entries) show on the list, entry errors on the
 * entry's fields; on submit focus goes to whichever comes first.
 */
export function DynamicListEdit({ item, name }: FieldEditProps) {
  const { t } = useFormsT();
  const { initialValues } = useFormRuntime();
  // Typed as lists of entries so the field array accepts any path.
  const { control, resetField, getFieldState, setFocus, getValues } =
    useFormContext<Record<string, FormValues[]>>();
  // Before useFormField: react-hook-form must know `name` is an array when the controller registers it.
  const { fields, append, remove } = useFieldArray({ control, name });
  const keys = useEntryKeys(fields);
  const field = useFormField<DynamicListValue | null | undefined>(item, name);
  const options = item.dynamicListOptions;
  const entryItems = options?.items ?? [];
  const { min, max } = listBounds(item);
  const renderers = useEntryRenderers(item);
  const defaultEntry = options?.itemDefaultValue ?? {};
  const inline = options?.itemLayout === 'inline';
  const AddIcon = ADD_ICONS[options?.addButton?.icon ?? 'plus'] ?? Plus;

  const base = useId();
  const addButton = useRef<HTMLButtonElement | null>(null);
  const entryElements = useRef<(HTMLFieldSetElement | null)[]>([]);
  const pendingFocus = useRef<FocusTarget | null>(null);

  // The list starts from its initial entries, or the minimum's first entry, as a starting value rather
  // than a change. Shown again after being hidden, it starts over the same way (react-hook-form's kept
  // defaults grow with every entry ever registered).
  const startValue = (): DynamicListValue => listStartValue(item, get(initialValues, name));
  const empty = fields.length === 0;
  const appeared = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the list appears, and when it empties
  useLayoutEffect(() => {
    if (field.disabled) return;
    if (!appeared.current) {
      appeared.current = true;
      const start = startValue();
      const current = getValues(name) ?? [];
      if (JSON.stringify(current) !== JSON.stringify(start)) resetField(name, { defaultValue: start });
    } else if (empty && min > 0) {
      // New initial values without entries: the minimum still needs its first one.
      resetField(name, { defaultValue: [structuredClone(defaultEntry)] });
    }
  }, [empty]);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target.kind === 'add' && addButton.current) {
      addButton.current.focus();
      return;
    }
    const index = target.kind === 'add' ? 0 : target.index;
    const entry = entryElements.current[index];
    if (!entry) return;
    const control = target.kind === 'firstControl' ? entry.querySelector<HTMLElement>(FOCUSABLE) : null;
    (control ?? entry).focus();
  });

  // Submit focuses the first error: the list itself when its count is wrong, else the first invalid entry
  // field. (react-hook-form gives the list one focus target for both, so this picks.)
  const latest = useRef({ fields, entryItems });
  latest.current = { fields, entryItems };
  const focusTarget = useRef({
    focus() {
      if (typeof getFieldState(name).error?.message === 'string') {
        (addButton.current ?? entryElements.current[0])?.focus();
        return;
      }
      const { fields: entries, entryItems: items } = latest.current;
      for (let index = 0; index < entries.length; index += 1) {
        for (const entryItem of items) {
          const path = `${name}.${index}.${entryItem.name}`;
          if (getFieldState(path).error) {
            setFocus(path);
            return;
          }
        }
      }
    },
  });
  const registerFocus = field.ref;
  useEffect(() => {
    // The controller only needs something with focus(); the object decides where focus really goes.
    registerFocus(focusTarget.current as unknown as HTMLElement);
  }, [registerFocus]);

  const canAdd = !field.disabled && fields.length < max;
  const canDelete = !field.disabled && fields.length > min;
  // Entry values for the header renderer (the list's own value is watched only for itself).
  const watched = useWatch({ control, name, disabled: !renderers.header });
  const values = Array.isArray(watched) ? (watched as DynamicListValue) : [];

  return (
    <FieldShell field={field} kind="group">
      {fields.length > 0 ? (
        <div className={styles.entries}>
          {keys.map((key, index) => {
            const legendId = `${base}-entry-${key}`;
            const deleteId = `${base}-delete-${key}`;
            const entry = (values[index] ?? {}) as FormValues;
            return (
              <fieldset
                key={key}
                ref={(element) => {
                  entryElements.current[index] = element;
                }}
                tabIndex={-1}
                className={[styles.entry, inline ? styles.inline : styles.stacked].join(' ')}
              >
                <legend id={legendId} className={inline ? styles.inlineLegend : styles.legend}>
                  {renderers.header?.(entry, index) ?? t('list.entry', { index: index + 1 })}
                </legend>
                <div className={styles.entryFields}>
                  <FormItems items={entryItems} prefix={`${name}.${index}.`} />
                </div>
                {canDelete ? (
                  <Button
                    variant="ghost"
                    className={styles.delete}
                    aria-labelledby={`${deleteId} ${legendId}`}
                    onPress={() => {
                      remove(index);
                      pendingFocus.current =
                        index > 0 ? { kind: 'group', index: index - 1 } : { kind: 'add' };
                    }}
                  >
                    <Trash2 aria-hidden="true" size={18} />
                    <span id={deleteId}>{t('list.remove')}</span>
                  </Button>
                ) : null}
              </fieldset>
            );
          })}
        </div>
      ) : null}
      {canAdd ? (
        <div>
          <Button
            ref={addButton}
            variant="secondary"
            aria-describedby={field.describedBy}
            onPress={() => {
              append(structuredClone(defaultEntry), { shouldFocus: false });
              pendingFocus.current = { kind: 'firstControl', index: fields.length };
            }}
          >
            <AddIcon aria-hidden="true" size={18} />
            {options?.addButton?.text ?? t('list.add')}
          </Button>
        </div>
      ) : null}
    </FieldShell>
  );
}

/**
 * Read-only: the label, then each entry as a group of label/value rows (or the `summary` renderer's
 * content). The list frames itself, so it handles confidential and empty values here.
 */
export function DynamicListView({ item, name, value }: FieldViewProps) {
  const { t } = useFormsT();
  const renderers = useEntryRenderers(item);
  const entries = Array.isArray(value) ? (value as FormValues[]) : [];
  const label = item.label ?? item.ariaLabel ?? item.name;

  const legendContent = (
    <>
      {label}
      {item.newItem ? <span className={formStyles.newPill}>{t('field.new')}</span> : null}
    </>
  );
  let content: ReactNode;
  if (item.confidential) content = <p className={styles.viewText}>{t('field.confidential')}</p>;
  else if (entries.length === 0) {
    content = <p className={[styles.viewText, formStyles.muted].join(' ')}>{t('field.notProvided')}</p>;
  } else {
    content = (
      <div className={styles.viewEntries}>
        {entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: read-only entries never move
          <fieldset key={index} className={styles.viewEntry}>
            <legend className={styles.legend}>
              {renderers.header?.(entry, index) ?? t('list.entry', { index: index + 1 })}
            </legend>
            {renderers.summary ? (
              <div>{renderers.summary(entry, index)}</div>
            ) : (
              <FormItems items={item.dynamicListOptions?.items ?? []} prefix={`${name}.${index}.`} />
            )}
          </fieldset>
        ))}
      </div>
    );
  }
  return (
    <fieldset className={styles.view}>
      {item.label ? (
        <legend className={formStyles.label}>{legendContent}</legend>
      ) : (
        <VisuallyHidden as="legend">{legendContent}</VisuallyHidden>
      )}
      {content}
    </fieldset>
  );
}
