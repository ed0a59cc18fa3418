import type { CandidateProfile, ExportResumeQuery, Locale, ProfileDetails } from '@portico/contracts';
import { Button, ErrorState, FormAlert, LoadingState, Select, type SelectOption } from '@portico/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchResume, ResumeExportError } from '../../lib/api/endpoints/export-resume.js';
import { useProfileDetails } from '../../lib/api/endpoints/profile.js';
import styles from './export-resume.module.css';

export type ResumeTemplate = ExportResumeQuery['template'];
export type ResumeFormat = ExportResumeQuery['format'];
export type ResumeChoice = { template: ResumeTemplate; format: ResumeFormat; hl: Locale };

const TEMPLATES: readonly ResumeTemplate[] = ['classic', 'modern'];
const FORMATS: readonly ResumeFormat[] = ['pdf', 'docx'];

export interface ExportResumeScreenProps {
  /** The languages a resume can be made in, each named in itself. */
  languages: readonly SelectOption<Locale>[];
  /** The candidate's language: the one chosen at first. */
  defaultLanguage: Locale;
  /** The export call's address for a choice (with the tenant's `domain`), given by the route. */
  exportUrl: (choice: ResumeChoice) => string;
  /** The profile page, where the candidate fills what the resume lacks. */
  profileHref: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; message: string };

/**
 * `/careers/export-resume` (spec 1 §2, issue 15 §7): the candidate picks a template, a format and a language,
 * sees what the resume will hold (from their profile, with a way to fill the gaps) and downloads it. The file is
 * made by the server (docs/decisions/025, 029); the page fetches it so that it can say it is working and what
 * went wrong, and keeps the choices on a failure.
 */
export function ExportResumeScreen({
  languages,
  defaultLanguage,
  exportUrl,
  profileHref,
}: ExportResumeScreenProps) {
  const { t } = useTranslation('account');
  const details = useProfileDetails();
  const [template, setTemplate] = useState<ResumeTemplate>('classic');
  const [format, setFormat] = useState<ResumeFormat>('pdf');
  const [language, setLanguage] = useState<Locale>(defaultLanguage);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function download() {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'working' });
    try {
      const file = await fetchResume(
        exportUrl({ template, format, hl: language }),
        `resume.${format}`,
        controller.signal,
      );
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click is handled; the address can go after that.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setStatus({ kind: 'done', fileName: file.fileName });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message =
        error instanceof ResumeExportError && error.status === 429
          ? t('exportResume.tooMany')
          : t('exportResume.failed');
      setStatus({ kind: 'failed', message });
    }
  }

  return (
    <div className={styles.page}>
      <h1 id="export-resume-title" className={styles.title}>
        {t('exportResume.title')}
      </h1>
      <p className={styles.intro}>{t('exportResume.intro')}</p>
      <div className={styles.layout}>
        <form
          className={styles.options}
          aria-labelledby="export-resume-title"
          onSubmit={(event) => {
            event.preventDefault();
            void download();
          }}
        >
          <ChoiceGroup
            legend={t('exportResume.template')}
            name="template"
            value={template}
            onChange={setTemplate}
            options={TEMPLATES.map((id) => ({
              id,
              label: t(`exportResume.templates.${id}`),
              hint: t(`exportResume.templates.${id}Hint`),
            }))}
          />
          <ChoiceGroup
            legend={t('exportResume.format')}
            name="format"
            value={format}
            onChange={setFormat}
            options={FORMATS.map((id) => ({
              id,
              label: t(`exportResume.formats.${id}`),
              hint: t(`exportResume.formats.${id}Hint`),
            }))}
          />
          <Select<Locale>
            label={t('exportResume.language')}
            options={languages}
            value={language}
            onChange={setLanguage}
            className={styles.language}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" isDisabled={status.kind === 'working'}>
              {status.kind === 'working' ? t('exportResume.working') : t('exportResume.download')}
            </Button>
          </div>
          <div aria-live="polite" className={styles.status}>
            {status.kind === 'done' ? <p>{t('exportResume.done', { file: status.fileName })}</p> : null}
          </div>
          {status.kind === 'failed' ? <FormAlert>{status.message}</FormAlert> : null}
        </form>
        <section className={styles.preview} aria-labelledby="export-preview-title">
          <h2 id="export-preview-title" className={styles.previewTitle}>
            {t('exportResume.preview')}
          </h2>
          {details.isPending ? <LoadingState label={t('exportResume.loading')} /> : null}
          {details.isError ? (
            <ErrorState message={t('exportResume.loadFailed')}>
              <Button variant="secondary" onPress={() => details.refetch()}>
                {t('retry')}
              </Button>
            </ErrorState>
          ) : null}
          {details.data ? (
            <Preview details={details.data} template={template} profileHref={profileHref} />
          ) : null}
        </section>
      </div>
    </div>
  );
}

interface Choice<K extends string> {
  id: K;
  label: string;
  hint: string;
}

/** Native radio buttons in a fieldset: arrow keys move between them and the legend names the group. */
function ChoiceGroup<K extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: K;
  onChange: (value: K) => void;
  options: Choice<K>[];
}) {
  const id = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className={styles.choice} data-selected={value === option.id || undefined}>
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
            aria-describedby={`${id}-${option.id}`}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceLabel}>{option.label}</span>
            <span id={`${id}-${option.id}`} className={styles.choiceHint}>
              {option.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function dates(from: string, to: string | null, present: string): string {
  const my = (ym: string) => `${ym.slice(5, 7)}/${ym.slice(0, 4)}`;
  return `${my(from)} – ${to ? my(to) : present}`;
}

type SectionKey = 'summary' | 'experience' | 'education' | 'skills';

/** What the resume will print, section by section in the chosen template's order, and what it lacks. */
function Preview({
  details,
  template,
  profileHref,
}: {
  details: ProfileDetails;
  template: ResumeTemplate;
  profileHref: string;
}) {
  const { t } = useTranslation('account');
  const { profile, candidate } = details;
  const contact = [candidate.email, profile.phone, placeOf(profile)].filter(Boolean).join(' · ');
  const sections: Record<SectionKey, ReactNode | null> = {
    summary: profile.headline ? <p>{profile.headline}</p> : null,
    skills: profile.skills.length ? (
      <ul className={styles.skills}>
        {profile.skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
    ) : null,
    experience: profile.experience.length ? (
      <ul className={styles.entries}>
        {profile.experience.map((job, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are addressed by position, as the profile edits them.
          <li key={i}>
            <span className={styles.entryTitle}>
              {t('exportResume.jobAt', { title: job.title, company: job.company })}
            </span>
            <span className={styles.entryMeta}>
              {dates(job.startDate, job.endDate ?? null, t('exportResume.present'))}
            </span>
          </li>
        ))}
      </ul>
    ) : null,
    education: profile.education.length ? (
      <ul className={styles.entries}>
        {profile.education.map((school, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are addressed by position, as the profile edits them.
          <li key={i}>
            <span className={styles.entryTitle}>{school.school}</span>
            <span className={styles.entryMeta}>
              {[school.degree, school.field].filter(Boolean).join(', ')}
            </span>
          </li>
        ))}
      </ul>
    ) : null,
  };
  const order: SectionKey[] =
    template === 'modern'
      ? ['summary', 'skills', 'experience', 'education']
      : ['summary', 'experience', 'education', 'skills'];
  return (
    <div className={styles.previewBody} data-template={template}>
      <p className={styles.name}>{candidate.fullName}</p>
      <p className={styles.contact}>{contact}</p>
      {order.map((key) => (
        <div key={key} className={styles.previewSection}>
          <h3 className={styles.sectionTitle}>{t(`exportResume.sections.${key}`)}</h3>
          {sections[key] ?? <p className={styles.missing}>{t('exportResume.notOnProfile')}</p>}
        </div>
      ))}
      <p className={styles.gaps}>
        {t('exportResume.gapsPrompt')} <Link to={profileHref}>{t('exportResume.editProfile')}</Link>
      </p>
    </div>
  );
}

function placeOf(profile: CandidateProfile): string {
  const place = profile.location;
  return place ? [place.city, place.country].filter(Boolean).join(', ') : '';
}
