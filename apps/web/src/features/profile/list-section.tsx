import type { ProfileEditRequest, ProfileListSection } from '@portico/contracts';
import type { FormValues } from '@portico/forms';
import { PlainButton } from '@portico/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Editor } from './editor.js';
import { type FactRow, Facts } from './facts.js';
import styles from './profile.module.css';
import type { ProfileFormName } from './profile-definitions.js';
import { SectionCard } from './section-card.js';
import type { ProfileActions, SectionId } from './use-profile-actions.js';

export interface ListSectionProps<E> {
  readonly id: SectionId;
  readonly opSection: ProfileListSection;
  readonly title: string;
  readonly entries: readonly E[];
  readonly definition: ProfileFormName;
  readonly toValues: (entry: E | null) => FormValues;
  readonly fromValues: (values: FormValues) => E;
  /** The entry's name for headings and button labels ("Engineer at Fabrikam"). */
  readonly entryName: (entry: E) => string;
  /** The entry's values, read-only. */
  readonly facts?: (entry: E) => readonly FactRow[];
  /** Shown instead of the facts (a link as a link). */
  readonly renderEntry?: (entry: E) => ReactNode;
  readonly addLabel: string;
  readonly emptyText: string;
  readonly actions: ProfileActions;
}

/**
 * A list section (work experience, education, links): each entry read-only with Edit and Remove, edited in
 * place; Add opens an empty form below the list. Every change is one `profile_edit` by the entry's index.
 */
export function ListSection<E>(props: ListSectionProps<E>) {
  const { t } = useTranslation('profile');
  const { id, opSection, entries, actions } = props;
  const editing = actions.editing?.section === id ? actions.editing : null;
  const save = (edit: ProfileEditRequest) => async () => {
    const ok = await actions.run([edit], t('saved'));
    if (ok) actions.close();
    return ok;
  };
  return (
    <SectionCard
      id={id}
      title={props.title}
      actions={
        editing?.index === 'new' ? null : (
          <PlainButton
            variant="secondary"
            size="small"
            isDisabled={actions.editing !== null}
            onPress={() => actions.open(id, 'new')}
          >
            {props.addLabel}
          </PlainButton>
        )
      }
    >
      {entries.length === 0 && editing?.index !== 'new' ? (
        <p className={styles.muted}>{props.emptyText}</p>
      ) : null}
      {entries.length > 0 ? (
        <ul className={styles.entries}>
          {entries.map((entry, index) => {
            const name = props.entryName(entry);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are addressed by their index (profile_edit)
              <li key={index} className={styles.entry}>
                <div className={styles.entryHeader}>
                  <h3 className={styles.entryTitle} dir="auto">
                    {name}
                  </h3>
                  {editing?.index === index ? null : (
                    <div className={styles.entryActions}>
                      <PlainButton
                        variant="secondary"
                        size="small"
                        isDisabled={actions.editing !== null}
                        aria-label={t('actions.editEntry', { entry: name })}
                        onPress={() => actions.open(id, index)}
                      >
                        {t('actions.edit')}
                      </PlainButton>
                      <PlainButton
                        variant="ghost"
                        size="small"
                        isDisabled={actions.editing !== null || actions.busy}
                        aria-label={t('actions.removeEntry', { entry: name })}
                        onPress={() =>
                          void actions.run(
                            [{ op_section: opSection, operation: 'delete', op_data: { index } }],
                            t('removed', { entry: name }),
                          )
                        }
                      >
                        {t('actions.remove')}
                      </PlainButton>
                    </div>
                  )}
                </div>
                {editing?.index === index ? (
                  <Editor
                    definition={props.definition}
                    initialValues={props.toValues(entry)}
                    label={t('actions.editEntry', { entry: name })}
                    onCancel={actions.close}
                    onSave={(values) =>
                      save({
                        op_section: opSection,
                        operation: 'update',
                        op_data: { index, value: props.fromValues(values) },
                      })()
                    }
                  />
                ) : props.renderEntry ? (
                  props.renderEntry(entry)
                ) : (
                  <Facts rows={props.facts?.(entry) ?? []} />
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {editing?.index === 'new' ? (
        <Editor
          definition={props.definition}
          initialValues={props.toValues(null)}
          label={props.addLabel}
          saveLabel={t('actions.add')}
          onCancel={actions.close}
          onSave={(values) =>
            save({ op_section: opSection, operation: 'add', op_data: { value: props.fromValues(values) } })()
          }
        />
      ) : null}
    </SectionCard>
  );
}
