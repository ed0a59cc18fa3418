import { PlainButton } from '@portico/ui';
import { useTranslation } from 'react-i18next';
import { Editor } from './editor.js';
import styles from './profile.module.css';
import { SectionCard } from './section-card.js';
import type { ProfileActions } from './use-profile-actions.js';

/** Skills: each a tag with its own Remove; Add skill opens a one-field form. */
export function SkillsSection({ skills, actions }: { skills: readonly string[]; actions: ProfileActions }) {
  const { t } = useTranslation('profile');
  const adding = actions.editing?.section === 'skills';
  return (
    <SectionCard
      id="skills"
      title={t('skills.title')}
      actions={
        adding ? null : (
          <PlainButton
            variant="secondary"
            size="small"
            isDisabled={actions.editing !== null}
            onPress={() => actions.open('skills', 'new')}
          >
            {t('skills.add')}
          </PlainButton>
        )
      }
    >
      {skills.length === 0 ? <p className={styles.muted}>{t('skills.empty')}</p> : null}
      {skills.length > 0 ? (
        <ul className={styles.tags} aria-label={t('skills.title')}>
          {skills.map((skill, index) => (
            <li key={skill} className={styles.tag}>
              <span dir="auto">{skill}</span>
              <button
                type="button"
                className={styles.tagRemove}
                aria-label={t('skills.remove', { skill })}
                disabled={actions.busy || adding}
                onClick={() =>
                  void actions.run(
                    [{ op_section: 'skills', operation: 'delete', op_data: { index } }],
                    t('removed', { entry: skill }),
                  )
                }
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {adding ? (
        <Editor
          definition="skill"
          initialValues={{ skill: '' }}
          label={t('skills.add')}
          saveLabel={t('actions.add')}
          onCancel={actions.close}
          onSave={async (values) => {
            const skill = String(values.skill ?? '').trim();
            const ok = await actions.run(
              [{ op_section: 'skills', operation: 'add', op_data: { value: skill } }],
              t('skills.added', { skill }),
            );
            if (ok) actions.close();
            return ok;
          }}
        />
      ) : null}
    </SectionCard>
  );
}
