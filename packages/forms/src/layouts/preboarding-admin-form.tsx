import { ArrowDown, ArrowUp, Copy, type LucideIcon, Pencil, Trash } from 'lucide-react';
import { type Ref, useEffect, useId, useRef } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import type { FormDefinition, FormItem } from '../core/definition.js';
import { useFormsT } from '../react/i18n.js';
import type { FieldRegistry } from '../react/registry-context.js';
import styles from './preboarding-admin.module.css';

/** Spec 3 §9: clicks on the move buttons within 300 ms of each other move once. */
export const MOVE_BUTTON_DEBOUNCE_MS = 300;

export type MoveDirection = 'up' | 'down';

export interface PreboardingAdminFormProps {
  readonly definition: FormDefinition;
  /** Tells which question types this build can show; the others are flagged to the admin. */
  readonly registry: FieldRegistry;
  readonly onDuplicate: (name: string) => void;
  readonly onEdit: (name: string) => void;
  readonly onDelete: (name: string) => void;
  readonly onMove: (name: string, direction: MoveDirection) => void;
  /** Accessible name of the whole question list. */
  readonly 'aria-label'?: string;
}

/**
 * Spec 3 §2 preboarding admin form: every question of the definition (label, type, required) with
 * Duplicate, Edit and Delete icon buttons (tooltips and names 'Duplicate question', 'Edit question',
 * 'Delete question') and Move up / Move down. Move up is disabled on the first question of the form and
 * Move down on the last; moves are debounced (the first click of a burst moves, the rest are ignored).
 */
export function PreboardingAdminForm({ definition, registry, onMove, ...props }: PreboardingAdminFormProps) {
  const { t } = useFormsT();
  const base = useId();
  const names = definition.sections.flatMap((section) => section.items.map((item) => item.name));
  const moveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(moveTimer.current), []);

  // One window for every move button: after a move the rows re-render under the pointer, so a double
  // click must not move the question that slid in beneath it either.
  const move = (name: string, direction: MoveDirection) => {
    const quiet = moveTimer.current === undefined;
    clearTimeout(moveTimer.current);
    moveTimer.current = setTimeout(() => {
      moveTimer.current = undefined;
    }, MOVE_BUTTON_DEBOUNCE_MS);
    if (quiet) onMove(name, direction);
  };

  return (
    <section className={styles.admin} aria-label={props['aria-label'] ?? t('admin.questions')}>
      {definition.sections.map((section, sectionIndex) => {
        const titleId = `${base}-section-${sectionIndex}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is fixed
          <section key={sectionIndex} className={styles.section} aria-labelledby={titleId}>
            <h2 id={titleId} className={styles.sectionTitle}>
              {section.title}
            </h2>
            <ol className={styles.questions}>
              {section.items.map((item) => (
                <QuestionRow
                  key={item.name}
                  item={item}
                  supported={Object.hasOwn(registry, item.type)}
                  isFirst={item.name === names[0]}
                  isLast={item.name === names.at(-1)}
                  onDuplicate={() => props.onDuplicate(item.name)}
                  onEdit={() => props.onEdit(item.name)}
                  onDelete={() => props.onDelete(item.name)}
                  onMove={(direction) => move(item.name, direction)}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </section>
  );
}

interface QuestionRowProps {
  readonly item: FormItem;
  readonly supported: boolean;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  readonly onDuplicate: () => void;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
  readonly onMove: (direction: MoveDirection) => void;
}

function QuestionRow({
  item,
  supported,
  isFirst,
  isLast,
  onDuplicate,
  onEdit,
  onDelete,
  onMove,
}: QuestionRowProps) {
  const { t } = useFormsT();
  const labelId = useId();
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);

  // A move button that becomes disabled under focus (the question reached an end) would drop focus to
  // the page: hand it to the other move button.
  useEffect(() => {
    if (isFirst && document.activeElement === upRef.current) downRef.current?.focus();
    if (isLast && document.activeElement === downRef.current) upRef.current?.focus();
  }, [isFirst, isLast]);

  return (
    <li className={styles.question}>
      <div className={styles.summary}>
        <span id={labelId} className={styles.label}>
          {item.label ?? item.ariaLabel ?? item.name}
        </span>
        <span className={styles.meta}>
          <span>{t('admin.type', { type: item.type })}</span>
          {item.required ? <span className={styles.required}>{t('admin.required')}</span> : null}
          {supported ? null : <span className={styles.unsupported}>{t('field.noComponent')}</span>}
        </span>
      </div>
      <fieldset className={styles.toolbar} aria-labelledby={labelId}>
        <IconButton
          label={t('admin.moveUp')}
          icon={ArrowUp}
          buttonRef={upRef}
          isDisabled={isFirst}
          onPress={() => onMove('up')}
        />
        <IconButton
          label={t('admin.moveDown')}
          icon={ArrowDown}
          buttonRef={downRef}
          isDisabled={isLast}
          onPress={() => onMove('down')}
        />
        <IconButton label={t('admin.duplicate')} icon={Copy} onPress={onDuplicate} />
        <IconButton label={t('admin.edit')} icon={Pencil} onPress={onEdit} />
        <IconButton label={t('admin.delete')} icon={Trash} onPress={onDelete} danger />
      </fieldset>
    </li>
  );
}

interface IconButtonProps {
  readonly label: string;
  readonly icon: LucideIcon;
  readonly onPress: () => void;
  readonly isDisabled?: boolean;
  readonly danger?: boolean;
  readonly buttonRef?: Ref<HTMLButtonElement>;
}

/** An icon-only button named by its tooltip text (the same words, for sighted and screen-reader users). */
function IconButton({ label, icon: Icon, onPress, isDisabled, danger, buttonRef }: IconButtonProps) {
  return (
    <TooltipTrigger delay={500}>
      <Button
        ref={buttonRef}
        aria-label={label}
        className={danger ? `${styles.iconButton} ${styles.danger}` : styles.iconButton}
        isDisabled={isDisabled}
        onPress={onPress}
      >
        <Icon size={20} aria-hidden="true" />
      </Button>
      <Tooltip className={styles.tooltip} offset={6}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
