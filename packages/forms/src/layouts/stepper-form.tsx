import { atLeast, Button, useBreakpoint } from '@portico/ui';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFormContext } from 'react-hook-form';
import type { FormSection, FormValues } from '../core/definition.js';
import { message } from '../core/messages.js';
import { countNewItems, isSectionHidden } from '../core/visibility.js';
import { FormItems } from '../react/form-items.js';
import { FormRoot } from '../react/form-root.js';
import { useFormsT } from '../react/i18n.js';
import { useFormRuntime } from '../react/runtime.js';
import { useSectionErrorCount, useSectionErrorNames } from '../react/section-state.js';
import { useVisibilityValues } from '../react/visibility.js';
import type { SimpleFormProps } from './simple-form.js';
import styles from './stepper.module.css';

/** Spec 3 §9: the active step is recomputed 50 ms after scrolling settles. */
export const STEPPER_SCROLL_SPY_DEBOUNCE_MS = 50;
/** Spec 3 §9: the sticky footer is measured 500 ms after its size settles. */
export const FOOTER_HEIGHT_DEBOUNCE_MS = 500;
/** Spec 3 §2: a step chosen by hand stays active this long, whatever the scroll position says. */
export const MANUAL_STEP_LOCK_MS = 1000;

/** A section counts as reached once its top passes this fraction of the viewport height. */
const ACTIVATION_LINE = 0.3;

/** The same props as SimpleForm: FormProps, the registry, actions and optional meta and bottom items. */
export type StepperFormProps = SimpleFormProps;

interface Step {
  readonly section: FormSection;
  /** Element id of the section, also the step's key. */
  readonly id: string;
  readonly titleId: string;
}

/**
 * Spec 3 §2 stepper form: the sections stacked as in the simple form, a side step list from 600 px up
 * (a scroll-progress bar below), and a sticky footer with the actions. In edit mode the footer holds a
 * Submit button unless `actions` says otherwise; in read-only mode it shows only given actions.
 */
export function StepperForm({ metaItems, bottomItems, actions, ...props }: StepperFormProps) {
  return (
    <FormRoot {...props}>
      <StepperLayout metaItems={metaItems} bottomItems={bottomItems} actions={actions} />
    </FormRoot>
  );
}

function StepperLayout({
  metaItems,
  bottomItems,
  actions,
}: Pick<StepperFormProps, 'metaItems' | 'bottomItems' | 'actions'>) {
  const { t } = useFormsT();
  const { definition, mode } = useFormRuntime();
  const { setFocus } = useFormContext<FormValues>();
  const values = useVisibilityValues();
  const wide = atLeast(useBreakpoint(), 'tablet');
  const base = useId();
  const steps = useMemo<Step[]>(
    () =>
      definition.sections.flatMap((section, index) =>
        isSectionHidden(section, values)
          ? []
          : [{ section, id: `${base}-section-${index}`, titleId: `${base}-title-${index}` }],
      ),
    [definition, values, base],
  );
  const stepIds = useMemo(() => steps.map((s) => s.id), [steps]);

  const rootRef = useRef<HTMLDivElement>(null);
  const spy = useScrollSpy(rootRef, stepIds);
  const activeId = spy.activeId !== undefined && stepIds.includes(spy.activeId) ? spy.activeId : stepIds[0];

  const footerRef = useRef<HTMLDivElement>(null);
  let footerActions: ReactNode = actions;
  if (actions === undefined && mode === 'edit')
    footerActions = <Button type="submit">{t('actions.submit')}</Button>;
  const footerHeight = useDebouncedHeight(footerRef, FOOTER_HEIGHT_DEBOUNCE_MS, footerActions != null);

  const selectStep = (step: Step, options: { focusName?: string; focusField: boolean }) => {
    spy.choose(step.id);
    const section = document.getElementById(step.id);
    if (!section) return;
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (!options.focusField) {
      section.scrollIntoView({ block: 'start', behavior });
      return;
    }
    if (options.focusName) setFocus(options.focusName);
    if (!options.focusName || !section.contains(document.activeElement)) {
      (firstFocusable(section) ?? section).focus({ preventScroll: true });
    }
    // Show the section from its title when the focused control fits below it; else centre the control.
    const focused = document.activeElement;
    const fits =
      !(focused instanceof HTMLElement) ||
      focused === section ||
      focused.getBoundingClientRect().bottom - section.getBoundingClientRect().top <=
        window.innerHeight - footerHeight;
    if (fits) section.scrollIntoView({ block: 'start', behavior });
    else focused.scrollIntoView({ block: 'center', behavior });
  };

  return (
    <div
      ref={rootRef}
      className={wide ? styles.layoutWide : styles.layoutPhone}
      style={{ '--stepper-footer-height': `${footerHeight}px` } as CSSProperties}
    >
      {wide ? (
        <StepList steps={steps} activeId={activeId} showErrors={mode === 'edit'} onSelect={selectStep} />
      ) : (
        <ProgressBar percent={spy.percent} />
      )}
      <div className={styles.content}>
        {metaItems?.length ? <FormItems items={metaItems} /> : null}
        {steps.map((step) => (
          <section
            key={step.id}
            id={step.id}
            className={styles.section}
            aria-labelledby={step.titleId}
            tabIndex={-1}
          >
            <h2 id={step.titleId} className={styles.sectionTitle}>
              {step.section.title}
            </h2>
            {step.section.description ? (
              <p className={styles.sectionDescription}>{step.section.description}</p>
            ) : null}
            <FormItems items={step.section.items} />
          </section>
        ))}
        {bottomItems?.length ? <FormItems items={bottomItems} /> : null}
      </div>
      {footerActions != null ? (
        <div ref={footerRef} className={styles.footer}>
          {footerActions}
        </div>
      ) : null}
    </div>
  );
}

interface StepListProps {
  readonly steps: readonly Step[];
  readonly activeId: string | undefined;
  readonly showErrors: boolean;
  readonly onSelect: (step: Step, options: { focusName?: string; focusField: boolean }) => void;
}

/**
 * The side step list: one button per visible section with its new-question and error counts. One button
 * is in the tab order (roving tabindex): Up/Down move between steps, Home/End jump to and select the
 * first/last step, Enter/Space/click select a step and move focus into its section.
 */
function StepList({ steps, activeId, showErrors, onSelect }: StepListProps) {
  const { t } = useFormsT();
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabbableId = focusedId !== null && steps.some((s) => s.id === focusedId) ? focusedId : activeId;

  const moveFocus = (index: number) => {
    const step = steps[Math.max(0, Math.min(steps.length - 1, index))];
    if (!step) return undefined;
    setFocusedId(step.id);
    buttons.current.get(step.id)?.focus();
    return step;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let step: Step | undefined;
    switch (event.key) {
      case 'ArrowDown':
        moveFocus(index + 1);
        break;
      case 'ArrowUp':
        moveFocus(index - 1);
        break;
      case 'Home':
        step = moveFocus(0);
        break;
      case 'End':
        step = moveFocus(steps.length - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
    // Home/End select as well; focus stays in the list so the person can keep moving.
    if (step) onSelect(step, { focusField: false });
  };

  return (
    <nav className={styles.nav} aria-label={t('stepper.steps')}>
      <ol
        className={styles.stepList}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(null);
        }}
      >
        {steps.map((step, index) => (
          <li key={step.id}>
            <StepButton
              step={step}
              active={step.id === activeId}
              tabbable={step.id === tabbableId}
              showErrors={showErrors}
              buttonRef={(element) => {
                if (element) buttons.current.set(step.id, element);
                else buttons.current.delete(step.id);
              }}
              onFocus={() => setFocusedId(step.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onSelect={(focusName) => onSelect(step, { focusName, focusField: true })}
            />
          </li>
        ))}
      </ol>
    </nav>
  );
}

interface StepButtonProps {
  readonly step: Step;
  readonly active: boolean;
  readonly tabbable: boolean;
  readonly showErrors: boolean;
  readonly buttonRef: (element: HTMLButtonElement | null) => void;
  readonly onFocus: () => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  readonly onSelect: (focusName: string | undefined) => void;
}

function StepButton({
  step,
  active,
  tabbable,
  showErrors,
  buttonRef,
  onFocus,
  onKeyDown,
  onSelect,
}: StepButtonProps) {
  const { translate } = useFormsT();
  const values = useVisibilityValues();
  const newCount = countNewItems(step.section, values);
  const errorCount = useSectionErrorCount(step.section);
  const errorNames = useSectionErrorNames(step.section);
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.step}
      aria-current={active ? 'step' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      onClick={() => onSelect(errorNames[0])}
    >
      <span className={styles.stepTitle}>{step.section.title}</span>
      {newCount > 0 ? (
        <span className={styles.stepNew}>{translate(message('newQuestions', { count: newCount }))}</span>
      ) : null}
      {showErrors && errorCount > 0 ? (
        <span className={styles.stepErrors}>{translate(message('errorsFound', { errorCount }))}</span>
      ) : null}
    </button>
  );
}

function ProgressBar({ percent }: { percent: number }) {
  const { t } = useFormsT();
  const text = t('stepper.progress', { percent });
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        className={styles.progressTrack}
        aria-label={t('stepper.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div className={styles.progressFill} style={{ inlineSize: `${percent}%` }} />
      </div>
      <span className={styles.progressText} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}

/**
 * Follows the page's scrolling (any scroll container, debounced) to tell which step is in view and how far
 * through the form the person is, in steps of 10 %. A step chosen with `choose` wins over scrolling for
 * MANUAL_STEP_LOCK_MS, so the smooth scroll it starts does not flick the highlight through other steps.
 */
function useScrollSpy(rootRef: RefObject<HTMLElement | null>, stepIds: readonly string[]) {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const [percent, setPercent] = useState(0);
  const locked = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ids = useRef(stepIds);
  ids.current = stepIds;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const root = rootRef.current?.closest('form') ?? rootRef.current;
      if (!root) return;
      const rect = root.getBoundingClientRect();
      // Nothing laid out (a hidden container): there is no position to follow.
      if (rect.height === 0) return;
      const viewport = window.innerHeight;
      const scrollable = rect.height - viewport;
      const ratio = scrollable <= 0 ? 1 : Math.min(1, Math.max(0, -rect.top / scrollable));
      setPercent(Math.round(ratio * 10) * 10);
      if (locked.current) return;
      const list = ids.current;
      // At the end of the form the last step is active, however short its section is.
      if (scrollable > 0 && ratio >= 1) {
        setActiveId(list.at(-1));
        return;
      }
      let current = list[0];
      for (const id of list) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= viewport * ACTIVATION_LINE) current = id;
      }
      setActiveId(current);
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, STEPPER_SCROLL_SPY_DEBOUNCE_MS);
    };
    measure();
    // Capture catches scrolling of any container the form sits in (scroll events do not bubble).
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [rootRef]);

  useEffect(() => () => clearTimeout(lockTimer.current), []);

  const choose = useCallback((id: string) => {
    setActiveId(id);
    locked.current = true;
    clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(() => {
      locked.current = false;
    }, MANUAL_STEP_LOCK_MS);
  }, []);

  return { activeId, percent, choose };
}

/** The element's border-box height, re-measured `delay` ms after its size stops changing. */
function useDebouncedHeight(ref: RefObject<HTMLElement | null>, delay: number, present: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!present || !element) {
      setHeight(0);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setHeight(element.getBoundingClientRect().height), delay);
    };
    schedule();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    observer?.observe(element);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [ref, delay, present]);
  return height;
}

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function firstFocusable(container: HTMLElement): HTMLElement | null {
  return container.querySelector<HTMLElement>(FOCUSABLE);
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
