import { VisuallyHidden } from '@portico/ui';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SKILL_SELECTOR_THRESHOLD } from '../../core/definition.js';
import { FieldShell } from '../../react/field-shell.js';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormRuntime } from '../../react/runtime.js';
import { useFormField } from '../../react/use-form-field.js';
import { SkillSearch } from './skill-search.js';
import styles from './skill-selector.module.css';

const sameSkill = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Where focus goes once the button that had it is gone (a removed tag, an added suggestion). */
type FocusTarget = { kind: 'tag' | 'suggestion'; index: number } | { kind: 'addSkill' } | { kind: 'search' };

/**
 * Skills as removable tags (the first `showMoreThreshold`, 10 by default, then '+N' / 'Show fewer'),
 * suggested skills to add one by one or all at once, and 'Add skill', which opens a search. The value is
 * a list of strings without case-insensitive duplicates.
 */
export function SkillSelectorEdit({ item, name }: FieldEditProps) {
  const { t } = useFormsT();
  const { loaders } = useFormRuntime();
  const field = useFormField<string[] | null | undefined>(item, name);
  const options = item.skillSelectorOptions;
  const threshold = options?.showMoreThreshold ?? SKILL_SELECTOR_THRESHOLD;
  const search = options?.searchCall ? loaders.skillSearches?.[options.searchCall] : undefined;
  const skills = Array.isArray(field.value) ? field.value : [];
  const isChosen = (skill: string) => skills.some((s) => sameSkill(s, skill));
  const suggested = (options?.suggestedSkills ?? []).filter(
    (skill, index, all) => !isChosen(skill) && all.findIndex((s) => sameSkill(s, skill)) === index,
  );

  const base = useId();
  const ids = { chosen: `${base}-chosen`, search: `${base}-search` };
  const [expanded, setExpanded] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const tagButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const suggestionButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const addSkillButton = useRef<HTMLButtonElement | null>(null);
  const searchInput = useRef<HTMLInputElement | null>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target.kind === 'addSkill') addSkillButton.current?.focus();
    else if (target.kind === 'search') searchInput.current?.focus();
    else {
      const buttons = (target.kind === 'tag' ? tagButtons : suggestionButtons).current.filter(Boolean);
      (buttons[Math.min(target.index, buttons.length - 1)] ?? addSkillButton.current)?.focus();
    }
  });

  const add = (toAdd: readonly string[]) => {
    const next = [...skills];
    for (const raw of toAdd) {
      const skill = raw.trim();
      if (skill !== '' && !next.some((s) => sameSkill(s, skill))) next.push(skill);
    }
    if (next.length === skills.length) return;
    field.onChange(next);
    setAnnouncement(
      next
        .slice(skills.length)
        .map((skill) => t('skills.added', { skill }))
        .join('. '),
    );
  };

  const remove = (index: number) => {
    const skill = skills[index];
    field.onChange(skills.filter((_, i) => i !== index));
    setAnnouncement(t('skills.removed', { skill }));
    pendingFocus.current = skills.length > 1 ? { kind: 'tag', index } : { kind: 'addSkill' };
  };

  const shown = expanded ? skills : skills.slice(0, threshold);
  const hiddenCount = skills.length - threshold;

  return (
    <FieldShell field={field} kind="group">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the whole group is the field's blur (validation runs then) */}
      <div
        className={styles.body}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
        }}
      >
        {options?.header ? <p className={styles.header}>{options.header}</p> : null}
        {skills.length > 0 ? (
          <div className={styles.chosen}>
            <ul id={ids.chosen} className={styles.tags} aria-label={t('skills.chosen')}>
              {shown.map((skill, index) => (
                <li key={skill} className={styles.tag}>
                  <span className={styles.tagText}>{skill}</span>
                  <button
                    ref={(element) => {
                      tagButtons.current[index] = element;
                    }}
                    type="button"
                    className={styles.tagRemove}
                    aria-label={t('skills.remove', { skill })}
                    disabled={field.disabled}
                    onClick={() => remove(index)}
                  >
                    <X aria-hidden="true" size={16} />
                  </button>
                </li>
              ))}
            </ul>
            {hiddenCount > 0 ? (
              <button
                type="button"
                className={styles.linkButton}
                aria-expanded={expanded}
                aria-controls={ids.chosen}
                aria-label={expanded ? undefined : t('skills.moreLabel', { count: hiddenCount })}
                onClick={() => setExpanded((open) => !open)}
              >
                {expanded ? t('skills.showFewer') : t('skills.more', { count: hiddenCount })}
              </button>
            ) : null}
          </div>
        ) : null}

        <div className={styles.actions}>
          <button
            ref={(element) => {
              addSkillButton.current = element;
              field.ref(element);
            }}
            type="button"
            className={styles.secondaryButton}
            aria-expanded={searchOpen}
            aria-controls={ids.search}
            aria-describedby={field.describedBy}
            disabled={field.disabled}
            onClick={() => {
              pendingFocus.current = searchOpen ? null : { kind: 'search' };
              setSearchOpen(!searchOpen);
            }}
          >
            <Plus aria-hidden="true" size={16} />
            {t('skills.addSkill')}
          </button>
        </div>
        <div id={ids.search} hidden={!searchOpen}>
          {searchOpen ? (
            <SkillSearch
              search={search}
              isChosen={isChosen}
              onAdd={(skill) => add([skill])}
              onDismiss={() => {
                setSearchOpen(false);
                pendingFocus.current = { kind: 'addSkill' };
              }}
              inputRef={searchInput}
              invalid={field.invalid}
              describedBy={field.describedBy}
              disabled={field.disabled}
            />
          ) : null}
        </div>

        {suggested.length > 0 ? (
          <fieldset className={styles.suggested}>
            <legend className={styles.suggestedTitle}>{t('skills.suggested')}</legend>
            <div className={styles.suggestedBody}>
              <ul className={styles.tags}>
                {suggested.map((skill, index) => (
                  <li key={skill}>
                    <button
                      ref={(element) => {
                        suggestionButtons.current[index] = element;
                      }}
                      type="button"
                      className={styles.suggestion}
                      aria-label={t('skills.add', { skill })}
                      disabled={field.disabled}
                      onClick={() => {
                        add([skill]);
                        pendingFocus.current =
                          suggested.length > 1 ? { kind: 'suggestion', index } : { kind: 'addSkill' };
                      }}
                    >
                      <Plus aria-hidden="true" size={16} />
                      {skill}
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className={styles.linkButton}
                disabled={field.disabled}
                onClick={() => {
                  add(suggested);
                  pendingFocus.current = { kind: 'addSkill' };
                }}
              >
                {t('skills.addAll')}
              </button>
            </div>
          </fieldset>
        ) : null}
        <VisuallyHidden>
          <span role="status">{announcement}</span>
        </VisuallyHidden>
      </div>
    </FieldShell>
  );
}

export function SkillSelectorView({ value }: FieldViewProps) {
  return <>{Array.isArray(value) ? value.join(', ') : String(value)}</>;
}
