import { type CandidateProfile, type ParsedResume, RESUME_CONFIDENCE_THRESHOLD } from '@portico/contracts';
import { Button, FormAlert } from '@portico/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrapProfile } from '../../lib/api/endpoints/onboarding.js';
import { isApiError } from '../../lib/api/errors.js';
import {
  acceptedCount,
  BOOTSTRAP_SECTIONS,
  type BootstrapItem,
  bootstrapRequest,
  isComplete,
  itemsFromResume,
} from './bootstrap-items.js';
import { ItemEditor } from './item-editor.js';
import styles from './profile-bootstrapping.module.css';

export interface ProfileBootstrappingProps {
  readonly parsed: ParsedResume;
  /** The stored resume the fields were read from. */
  readonly resumeId: string | null;
  /** After the accepted fields were saved (or nothing was kept). */
  readonly onDone: (profile: CandidateProfile | null) => void;
  readonly onSkip: () => void;
  /** The heading level of the page's title (2 when embedded under another page's h1). */
  readonly headingLevel?: 1 | 2;
}

/**
 * The page "ProfileBootstrapping" (spec 2 §2; docs/decisions/027): every field read from the resume beside the
 * text it came from and how sure the reading was; the candidate keeps, corrects or drops each, and only their
 * confirmation saves the kept ones, in one request. Doubtful fields (under 0.8) start unticked.
 */
export function ProfileBootstrapping(props: ProfileBootstrappingProps) {
  const { t, i18n } = useTranslation('onboarding');
  const [items, setItems] = useState<BootstrapItem[]>(() => itemsFromResume(props.parsed));
  const [editing, setEditing] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const save = useBootstrapProfile();
  const headingId = useId();
  const itemRefs = useRef(new Map<string, HTMLElement>());
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  const SectionHeading = props.headingLevel === 1 ? 'h2' : 'h3';

  const percent = useMemo(
    () => new Intl.NumberFormat(i18n.language || 'en', { style: 'percent', maximumFractionDigits: 0 }),
    [i18n.language],
  );
  const count = acceptedCount(items);

  const update = (id: string, change: (item: BootstrapItem) => BootstrapItem) =>
    setItems((current) => current.map((item) => (item.id === id ? change(item) : item)));

  function summary(item: BootstrapItem): string {
    switch (item.kind) {
      case 'headline':
        return item.value.headline;
      case 'phone':
        return item.value.phone;
      case 'location': {
        const { city, region, country } = item.value.location;
        return [city, region, country].filter(Boolean).join(', ');
      }
      case 'experience': {
        const v = item.value;
        const what = v.company ? t('bootstrap.at', { title: v.title, company: v.company }) : v.title;
        const when = v.startDate ? ` (${v.startDate} – ${v.endDate || t('bootstrap.present')})` : '';
        return `${what}${when}`;
      }
      case 'education': {
        const v = item.value;
        const what = [v.degree, v.field].filter(Boolean).join(', ');
        const years =
          v.startYear || v.endYear ? ` (${[v.startYear, v.endYear].filter(Boolean).join(' – ')})` : '';
        return `${what ? `${what}, ` : ''}${v.school}${years}`;
      }
      case 'skill':
        return item.value.name;
      case 'link':
        return item.value.url;
    }
  }

  async function confirm() {
    setInvalid(null);
    setFailed(false);
    const { request, itemOfField } = bootstrapRequest(items, props.resumeId);
    if (count === 0) {
      props.onDone(null);
      return;
    }
    try {
      const answer = await save.mutateAsync(request);
      props.onDone(answer.profile);
    } catch (error) {
      // A 422 names the entry (`experience.1.endDate`): show it there and open it for correction.
      const field = isApiError(error) && error.status === 422 ? Object.keys(error.fields)[0] : undefined;
      const id = field ? itemOfField(field) : null;
      if (id) {
        setInvalid(id);
        setEditing(id);
        itemRefs.current.get(id)?.scrollIntoView?.({ block: 'center' });
      } else setFailed(true);
    }
  }

  if (items.length === 0) {
    return (
      <section aria-labelledby={headingId} className={styles.page}>
        <Heading id={headingId} className={styles.heading} tabIndex={-1}>
          {t('bootstrap.heading')}
        </Heading>
        <p>{t('bootstrap.nothing')}</p>
        <div className={styles.actions}>
          <Button variant="primary" onPress={props.onSkip}>
            {t('continue')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <Heading id={headingId} className={styles.heading} tabIndex={-1}>
        {t('bootstrap.heading')}
      </Heading>
      <p className={styles.intro}>{t('bootstrap.intro')}</p>

      {BOOTSTRAP_SECTIONS.map((section) => {
        const inSection = items.filter((item) => (section.kinds as readonly string[]).includes(item.kind));
        if (inSection.length === 0) return null;
        const sectionId = `${headingId}-${section.key}`;
        return (
          <section key={section.key} aria-labelledby={sectionId} className={styles.section}>
            <SectionHeading id={sectionId} className={styles.sectionHeading}>
              {t(`bootstrap.sections.${section.key}`)}
            </SectionHeading>
            <ul className={styles.list}>
              {inSection.map((item) => {
                const base = `${headingId}-${item.id}`;
                const doubtful = item.confidence < RESUME_CONFIDENCE_THRESHOLD;
                const complete = isComplete(item);
                const sure = percent.format(item.confidence);
                const label =
                  item.kind === 'phone' || item.kind === 'location'
                    ? `${t(`bootstrap.kinds.${item.kind}`)}: ${summary(item)}`
                    : summary(item);
                return (
                  <li
                    key={item.id}
                    className={styles.item}
                    data-accepted={item.accepted || undefined}
                    data-invalid={invalid === item.id || undefined}
                    ref={(el) => {
                      if (el) itemRefs.current.set(item.id, el);
                      else itemRefs.current.delete(item.id);
                    }}
                  >
                    <div className={styles.itemHead}>
                      <input
                        id={`${base}-keep`}
                        type="checkbox"
                        className={styles.checkbox}
                        checked={item.accepted}
                        disabled={!complete}
                        aria-describedby={`${base}-confidence ${base}-source${complete ? '' : ` ${base}-missing`}`}
                        onChange={(event) => {
                          const accepted = event.currentTarget.checked;
                          if (invalid === item.id) setInvalid(null);
                          update(item.id, (it) => ({ ...it, accepted }));
                        }}
                      />
                      <label htmlFor={`${base}-keep`} className={styles.itemLabel}>
                        <span className={styles.visuallyHidden}>{t('bootstrap.keep')}</span> {label}
                      </label>
                      <span
                        id={`${base}-confidence`}
                        className={styles.confidence}
                        data-doubtful={doubtful || undefined}
                      >
                        {item.corrected
                          ? t('bootstrap.corrected')
                          : doubtful
                            ? t('bootstrap.check', { percent: sure })
                            : t('bootstrap.sure', { percent: sure })}
                      </span>
                    </div>
                    <figure className={styles.source} id={`${base}-source`}>
                      <figcaption className={styles.sourceCaption}>{t('bootstrap.from')}</figcaption>
                      {item.sources.map((line) => (
                        <blockquote key={line} className={styles.sourceLine}>
                          {line}
                        </blockquote>
                      ))}
                    </figure>
                    {complete ? null : (
                      <p id={`${base}-missing`} className={styles.missing}>
                        {t('bootstrap.incomplete')}
                      </p>
                    )}
                    {invalid === item.id ? (
                      <p className={styles.error} role="alert">
                        {t('bootstrap.invalid')}
                      </p>
                    ) : null}
                    {editing === item.id && item.kind !== 'location' ? (
                      <div className={styles.editor}>
                        <ItemEditor
                          item={item}
                          onCancel={() => {
                            setEditing(null);
                            document.getElementById(`${base}-edit`)?.focus();
                          }}
                          onSave={(value) => {
                            update(
                              item.id,
                              (it) => ({ ...it, value, corrected: true, accepted: true }) as BootstrapItem,
                            );
                            if (invalid === item.id) setInvalid(null);
                            setEditing(null);
                            requestAnimationFrame(() => document.getElementById(`${base}-keep`)?.focus());
                          }}
                        />
                      </div>
                    ) : item.kind !== 'location' ? (
                      <Button
                        id={`${base}-edit`}
                        variant="secondary"
                        className={styles.editButton}
                        aria-label={t('bootstrap.editNamed', { what: label })}
                        onPress={() => setEditing(item.id)}
                      >
                        {t('bootstrap.edit')}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}

      {failed ? <FormAlert tone="error">{t('bootstrap.failed')}</FormAlert> : null}
      <p className={styles.notSaved} role="status">
        {save.isPending ? t('finishing.saving') : t('bootstrap.notSaved', { count })}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={props.onSkip} isDisabled={save.isPending}>
          {t('skipStep')}
        </Button>
        {/* Disabled while saving rather than isPending: the pending announcement names this button, which is
            gone once the next step shows, and a live region naming nothing fails an accessibility check. */}
        <Button variant="primary" onPress={() => void confirm()} isDisabled={save.isPending}>
          {count > 0 ? t('bootstrap.confirm', { count }) : t('bootstrap.confirmNone')}
        </Button>
      </div>
    </section>
  );
}
