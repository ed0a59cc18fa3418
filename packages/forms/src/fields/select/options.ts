import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  type FormItem,
  type FormValues,
  type SelectOption,
  selectOptionSchema,
} from '../../core/definition.js';
import { getPath, isEmptyValue } from '../../core/rules.js';
import { useFormsT } from '../../react/i18n.js';
import { type FormLoaders, useFormRuntime } from '../../react/runtime.js';

/** The value of the one option shown when a list loads empty; a lone N/A is chosen for the person. */
export const NOT_APPLICABLE = 'N/A';
/** Spec 3 §9 "Select option load fallback delay": a load faster than this never shows a loading state. */
export const SELECT_LOADING_DELAY_MS = 25;
/** A failed load is tried this many times in all, waiting 500 ms, then 1 s, between tries. */
export const SELECT_LOAD_ATTEMPTS = 3;
export const SELECT_RETRY_BASE_MS = 500;
export const PARENT_VALUE_TOKEN = '{{parentValue}}';

/** Option endpoints answer `{ data: { options: [{ label, value }] } }` (spec 3 §7). */
const optionsResponseSchema = z.object({ data: z.object({ options: z.array(selectOptionSchema) }) });

/** The default `loaders.getOptions`: same-origin cookies, JSON, any non-2xx answer is a failure. */
export async function fetchOptions(url: string): Promise<SelectOption[]> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return optionsResponseSchema.parse(await response.json()).data.options;
}

export type LoadState =
  | { readonly status: 'idle' | 'loading' | 'retrying' | 'failed' }
  | { readonly status: 'ready'; readonly options: readonly SelectOption[] };

const IDLE: LoadState = { status: 'idle' };
const LOADING: LoadState = { status: 'loading' };
const RETRYING: LoadState = { status: 'retrying' };
const FAILED: LoadState = { status: 'failed' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One option list (one resolved url, or one call with one parent value), shared by every field that asks
 * for it. Once loaded it is kept for good (spec 3 §4: loaded once, never stale); a failed load is tried
 * again with a growing pause, and after the last failure waits for `load()` to be asked again.
 */
export class OptionsEntry {
  private state: LoadState = IDLE;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly fetchOptions: () => Promise<readonly SelectOption[]>) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getState = () => this.state;

  /** Starts a load unless one is running or done. */
  load(): void {
    if (this.state === IDLE || this.state === FAILED) void this.run();
  }

  private setState(state: LoadState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  private async run() {
    this.setState(LOADING);
    for (let attempt = 1; ; attempt += 1) {
      try {
        this.setState({ status: 'ready', options: await this.fetchOptions() });
        return;
      } catch (error) {
        if (attempt >= SELECT_LOAD_ATTEMPTS) {
          console.warn('Select options could not be loaded', error);
          this.setState(FAILED);
          return;
        }
        this.setState(RETRYING);
        await sleep(SELECT_RETRY_BASE_MS * 2 ** (attempt - 1));
      }
    }
  }
}

// Keyed by the loading function first, so each set of loaders (each app, each test) has its own lists.
const entries = new WeakMap<object, Map<string, OptionsEntry>>();

export function optionsEntry(
  owner: object,
  key: string,
  fetchOptions: () => Promise<readonly SelectOption[]>,
): OptionsEntry {
  let byKey = entries.get(owner);
  if (!byKey) {
    byKey = new Map();
    entries.set(owner, byKey);
  }
  let entry = byKey.get(key);
  if (!entry) {
    entry = new OptionsEntry(fetchOptions);
    byKey.set(key, entry);
  }
  return entry;
}

/** The endpoint with `{{parentValue}}` filled in, or null while the parent has no value to fill in. */
export function resolveEndpoint(endpoint: string, parentValue: unknown): string | null {
  if (!endpoint.includes(PARENT_VALUE_TOKEN)) return endpoint;
  if (isEmptyValue(parentValue)) return null;
  return endpoint.replaceAll(PARENT_VALUE_TOKEN, encodeURIComponent(String(parentValue)));
}

type Source =
  | { readonly kind: 'static'; readonly options: readonly SelectOption[] }
  /** A dependent list whose parent is still empty: nothing to load yet. */
  | { readonly kind: 'waiting' }
  | { readonly kind: 'remote'; readonly entry: OptionsEntry };

function optionSource(item: FormItem, loaders: FormLoaders, parentValue: unknown): Source {
  const options = item.selectOptions ?? {};
  const hasParent = (item.dependencies?.length ?? 0) > 0;
  if (options.apiCall) {
    if (hasParent && isEmptyValue(parentValue)) return { kind: 'waiting' };
    const name = options.apiCall;
    const call = loaders.selectCalls?.[name];
    if (!call) {
      const missing = () => Promise.reject(new Error(`No select call named "${name}" is registered`));
      return { kind: 'remote', entry: optionsEntry(loaders, `missing:${name}`, missing) };
    }
    return {
      kind: 'remote',
      entry: optionsEntry(call, JSON.stringify(parentValue ?? null), () => call(parentValue)),
    };
  }
  if (options.apiEndpoint) {
    const url = resolveEndpoint(options.apiEndpoint, parentValue);
    if (url === null) return { kind: 'waiting' };
    const getOptions = loaders.getOptions ?? fetchOptions;
    return { kind: 'remote', entry: optionsEntry(getOptions, url, () => getOptions(url)) };
  }
  return { kind: 'static', options: options.choices ?? [] };
}

/** Where the first dependency lives: inside a dynamic list entry a sibling of that name comes first. */
function parentPaths(item: FormItem, name: string): string[] {
  const dependency = item.dependencies?.[0];
  if (!dependency) return [];
  const prefix = name.slice(0, name.length - item.name.length);
  return prefix ? [`${prefix}${dependency}`, dependency] : [dependency];
}

function firstDefined(values: readonly unknown[]): unknown {
  return values.find((value) => value !== undefined);
}

/**
 * The first dependency's live value. Live, not debounced: when a reset sets parent and child together, the
 * child's options must follow in the same render, or its new value would be checked against the old list.
 */
export function useParentValue(item: FormItem, name: string): unknown {
  const { control } = useFormContext<FormValues>();
  const paths = parentPaths(item, name);
  const values = useWatch({ control, name: paths, disabled: paths.length === 0 }) as unknown[] | undefined;
  return firstDefined(values ?? []);
}

/** The first dependency's value as the read-only form shows it. */
export function useInitialParentValue(item: FormItem, name: string): unknown {
  const { initialValues } = useFormRuntime();
  return firstDefined(parentPaths(item, name).map((path) => getPath(initialValues, path)));
}

export function sortOptions(
  options: readonly SelectOption[],
  order: 'ascending' | 'descending' | undefined,
  language: string | undefined,
): readonly SelectOption[] {
  if (!order) return options;
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const sorted = [...options].sort((a, b) => collator.compare(a.label, b.label));
  return order === 'descending' ? sorted.reverse() : sorted;
}

export type OptionsStatus = 'waiting' | 'loading' | 'retrying' | 'ready' | 'failed';

export interface SelectOptionsResult {
  readonly status: OptionsStatus;
  /** Sorted as the item asks; one 'Not Applicable' option when the list is empty; empty until ready. */
  readonly options: readonly SelectOption[];
  /** True only once a load has been pending for SELECT_LOADING_DELAY_MS. */
  readonly showLoading: boolean;
  /** Loads again after the last automatic try failed. */
  reload(): void;
}

const noSubscription = () => () => {};
const NO_OPTIONS: readonly SelectOption[] = [];

/** The options of a select item, from its choices, its endpoint or its registered call. */
export function useSelectOptions(item: FormItem, parentValue: unknown): SelectOptionsResult {
  const { t, language } = useFormsT();
  const { loaders } = useFormRuntime();
  const parentKey = JSON.stringify(parentValue ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parent matters by content, not identity
  const source = useMemo(() => optionSource(item, loaders, parentValue), [item, loaders, parentKey]);
  const entry = source.kind === 'remote' ? source.entry : null;

  const state = useSyncExternalStore(
    entry?.subscribe ?? noSubscription,
    entry?.getState ?? (() => IDLE),
    entry?.getState ?? (() => IDLE),
  );
  useEffect(() => {
    entry?.load();
  }, [entry]);

  let status: OptionsStatus;
  let raw = NO_OPTIONS;
  if (source.kind === 'static') {
    status = 'ready';
    raw = source.options;
  } else if (source.kind === 'waiting') {
    status = 'waiting';
  } else if (state.status === 'ready') {
    status = 'ready';
    raw = state.options;
  } else {
    status = state.status === 'idle' ? 'loading' : state.status;
  }

  const order = item.selectOptions?.choicesSortOrder;
  const notApplicable = t('select.notApplicable');
  const options = useMemo(() => {
    if (status !== 'ready') return NO_OPTIONS;
    const sorted = sortOptions(raw, order, language);
    return sorted.length > 0 ? sorted : [{ label: notApplicable, value: NOT_APPLICABLE }];
  }, [status, raw, order, language, notApplicable]);

  const showLoading = useDelayedFlag(status === 'loading', SELECT_LOADING_DELAY_MS);
  const reload = useCallback(() => entry?.load(), [entry]);
  return { status, options, showLoading, reload };
}

/** `active`, but only once it has stayed true for `delayMs`. */
function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    setElapsed(false);
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && elapsed;
}
