import { type AdminSite, PAGE_IDS, type PageId, SITE_SECTIONS, type SiteSection } from '@portico/contracts';
import { FIELD_REGISTRY, type FormValues, SimpleForm } from '@portico/forms';
import { Button, ErrorState, FormAlert, LoadingState } from '@portico/ui';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAdminSite, usePreviewFooter, useSaveSiteSection } from '../../lib/api/endpoints/admin.js';
import type { ApiError } from '../../lib/api/errors.js';
import styles from './admin.module.css';
import { ADMIN_PATHS } from './admin-frame.js';
import {
  type FormSection,
  formErrorsOf,
  formValuesOf,
  languageName,
  SITE_FORMS,
  sectionValueOf,
} from './site-forms.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.site;

/** What the preview draws, from a draft: the candidate pages' components take it (the route brings them). */
export interface SitePreviewDraft {
  companyName: string;
  banner: { enabled: boolean; message: string; alertType: 'alert' | 'info' };
  links: { label: string; href: string }[];
  /** Sanitised by the server. */
  footerHtml: string;
  hidePoweredBy: boolean;
}

interface Problem {
  fields: Record<string, string>;
  other: string[];
  message: string | null;
  stale?: boolean;
}

function isSection(value: string | null): value is SiteSection {
  return SITE_SECTIONS.includes(value as SiteSection);
}

/**
 * `/careers/admin/site` (admins): the tenant's site settings a section at a time (the `section` parameter,
 * so a section has an address), each a toolkit form saved on its own, with a preview drawn by the
 * candidate pages' own components. The application form is JSON in a plain text box: the toolkit shows an
 * error beside a field, and a JSON document's problems are many places inside one text.
 */
export function SiteScreen({
  href,
  companyName,
  renderPreview,
}: {
  href: (path: string) => string;
  companyName: string;
  renderPreview: (draft: SitePreviewDraft) => ReactNode;
}) {
  const site = useAdminSite();
  const [params] = useSearchParams();
  const requested = params.get('section');
  const section: SiteSection = isSection(requested) ? requested : 'banner';
  // Edits of every section, kept while the admin moves between sections and after a failed save.
  const [drafts, setDrafts] = useState<Partial<Record<SiteSection, FormValues>>>({});
  const [formText, setFormText] = useState<string | null>(null);
  const [heroPage, setHeroPage] = useState<PageId>('jobs');
  // The section last saved, said above its form (which starts over from the saved version).
  const [savedSection, setSavedSection] = useState<SiteSection | null>(null);

  if (site.isPending) return <LoadingState label={T.loading} />;
  if (site.isError)
    return (
      <ErrorState message={T.loadFailed}>
        <Button variant="secondary" onPress={() => site.refetch()}>
          {ADMIN_TEXTS.retry}
        </Button>
      </ErrorState>
    );

  const sectionHref = (name: SiteSection) => href(`${ADMIN_PATHS.site}?section=${name}`);
  return (
    <>
      <h1>{T.title}</h1>
      <p className={styles.intro}>{T.intro}</p>
      <nav aria-label={T.sectionsLabel} className={styles.tabs}>
        <ul>
          {SITE_SECTIONS.map((name) => (
            <li key={name}>
              <Link
                to={sectionHref(name)}
                className={styles.tab}
                aria-current={name === section ? 'page' : undefined}
                preventScrollReset
              >
                {T.sections[name]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FormAlert tone="success">
        {savedSection !== section
          ? null
          : section === 'search'
            ? T.search.saved
            : T.saved(T.sections[section])}
      </FormAlert>
      {section === 'application_form' ? (
        <ApplicationFormEditor
          site={site.data}
          text={formText}
          onText={setFormText}
          onSaving={() => setSavedSection(null)}
          onSaved={() => setSavedSection('application_form')}
          onReload={() => site.refetch()}
        />
      ) : (
        <SectionEditor
          // A new saved version (a save, a reload) starts the form over from it.
          key={`${section}|${section === 'hero' ? heroPage : ''}|${site.data.version}`}
          site={site.data}
          section={section}
          heroPage={heroPage}
          onHeroPage={setHeroPage}
          draft={drafts[section]}
          drafts={drafts}
          onDraft={(values) => setDrafts((all) => ({ ...all, [section]: values }))}
          onSaving={() => setSavedSection(null)}
          onSaved={() => {
            setDrafts(({ [section]: _saved, ...rest }) => rest);
            setSavedSection(section);
          }}
          onReload={async () => {
            setDrafts(({ [section]: _stale, ...rest }) => rest);
            await site.refetch();
          }}
          companyName={companyName}
          renderPreview={renderPreview}
        />
      )}
    </>
  );
}

function problemOf(
  error: ApiError,
  map: (fields: Record<string, string> | undefined) => { errors: Record<string, string>; other: string[] },
): Problem {
  const { errors, other } = map(error.fields);
  if (error.status === 409)
    return { fields: {}, other: [], message: error.message || T.conflict, stale: true };
  if (error.kind === 'http' && error.status === 400)
    return { fields: errors, other, message: other.length > 0 ? T.invalid : null };
  return { fields: errors, other, message: error.kind === 'http' ? error.message : T.saveFailed };
}

function Problems({ problem, onReload }: { problem: Problem | undefined; onReload: () => void }) {
  if (!problem) return null;
  return (
    <>
      {problem.other.length > 0 ? (
        <div role="alert" className={styles.card}>
          <p>{problem.message ?? T.invalid}</p>
          <ul className={styles.problems}>
            {problem.other.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : (
        <FormAlert>{problem.message}</FormAlert>
      )}
      {problem.stale ? (
        <p>
          <Button variant="secondary" onPress={onReload}>
            {T.reload}
          </Button>
        </p>
      ) : null}
    </>
  );
}

function SectionEditor({
  site,
  section,
  heroPage,
  onHeroPage,
  draft,
  drafts,
  onDraft,
  onSaving,
  onSaved,
  onReload,
  companyName,
  renderPreview,
}: {
  site: AdminSite;
  section: FormSection;
  heroPage: PageId;
  onHeroPage: (page: PageId) => void;
  draft: FormValues | undefined;
  drafts: Partial<Record<SiteSection, FormValues>>;
  onDraft: (values: FormValues) => void;
  onSaving: () => void;
  onSaved: () => void;
  onReload: () => Promise<unknown>;
  companyName: string;
  renderPreview: (draft: SitePreviewDraft) => ReactNode;
}) {
  const pageSelectId = useId();
  const [problem, setProblem] = useState<Problem>();
  const [preview, setPreview] = useState<SitePreviewDraft | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  // The form starts from the draft when there is one (the editor is made anew for each saved version).
  const [initialValues] = useState<FormValues>(() => draft ?? formValuesOf(site, section, heroPage));
  const [values, setValues] = useState<FormValues>(initialValues);
  const save = useSaveSiteSection({
    onSuccess: () => {
      setProblem(undefined);
      onSaved();
    },
    onError: (error) =>
      setProblem(problemOf(error, (fields) => formErrorsOf(section, fields, heroPage, values))),
  });
  const previewFooter = usePreviewFooter();

  /** A section's value: this form's values for this one, the other sections' drafts, else what is saved. */
  function draftOf<S extends FormSection>(name: S): unknown {
    const own = name === section ? values : drafts[name];
    return own ? sectionValueOf(site, name, own, heroPage) : site[name];
  }

  async function showPreview() {
    setPreviewFailed(false);
    const banner = draftOf('banner') as AdminSite['banner'];
    const navbar = draftOf('navbar') as AdminSite['navbar'];
    const footer = draftOf('footer') as AdminSite['footer'];
    try {
      const { html } = await previewFooter.mutateAsync(footer.html);
      setPreview({
        companyName,
        banner: { enabled: banner.enabled, message: banner.message, alertType: banner.alertType },
        links:
          navbar.enable || navbar.showInLoggedinView
            ? navbar.links.map(({ label, href }) => ({ label, href }))
            : [],
        footerHtml: html,
        hidePoweredBy: footer.hidePoweredBy,
      });
    } catch {
      setPreviewFailed(true);
    }
  }

  const submit = (next: FormValues) => {
    onSaving();
    setProblem(undefined);
    save.mutate({
      section,
      version: site.version,
      value: sectionValueOf(site, section, next, heroPage),
    });
  };

  return (
    <>
      {section === 'hero' ? (
        <p className={styles.field}>
          <label htmlFor={pageSelectId} className={styles.fileLabel}>
            {ADMIN_TEXTS.site.hero.page}
          </label>
          <span className={styles.help}>{ADMIN_TEXTS.site.hero.pageHelp}</span>
          <select
            id={pageSelectId}
            className={styles.select}
            value={heroPage}
            onChange={(event) => onHeroPage(event.target.value as PageId)}
          >
            {PAGE_IDS.map((page) => (
              <option key={page} value={page}>
                {site.hero[page] ? page : ADMIN_TEXTS.site.hero.pageWithout(page)}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <Problems
        problem={problem}
        onReload={() => {
          setProblem(undefined);
          void onReload();
        }}
      />
      <SimpleForm
        registry={FIELD_REGISTRY}
        definition={SITE_FORMS[section]}
        initialValues={initialValues}
        serverErrors={problem?.fields}
        aria-label={T.sections[section]}
        onChange={(next) => {
          setValues(next);
          onDraft(next);
        }}
        onSubmit={submit}
        actions={
          <>
            {/* The preview draws the navbar links, banner and footer, none of which search changes. */}
            {section === 'search' ? null : (
              <Button
                variant="secondary"
                onPress={() => void showPreview()}
                isDisabled={previewFooter.isPending}
              >
                {previewFooter.isPending ? T.previewing : T.preview}
              </Button>
            )}
            <Button type="submit" variant="primary" isDisabled={save.isPending}>
              {save.isPending ? T.saving : T.save}
            </Button>
          </>
        }
      />
      {section === 'search' ? <BuiltInSynonyms tables={site.builtInSynonyms} /> : null}
      <FormAlert>{previewFailed ? T.previewFailed : null}</FormAlert>
      {preview ? (
        <section aria-labelledby="site-preview-title" className={styles.preview}>
          <h2 id="site-preview-title">{T.previewTitle}</h2>
          <p className={styles.muted}>{T.previewHelp}</p>
          <div className={styles.previewFrame}>{renderPreview(preview)}</div>
        </section>
      ) : null}
    </>
  );
}

/** The search's own synonym tables, read only, a closed group per language. */
function BuiltInSynonyms({ tables }: { tables: AdminSite['builtInSynonyms'] }) {
  return (
    <section aria-labelledby="built-in-synonyms-title" className={styles.builtIn}>
      <h2 id="built-in-synonyms-title">{T.search.builtInTitle}</h2>
      <p className={styles.muted}>{T.search.builtInHelp}</p>
      {Object.entries(tables).map(([language, entries]) => (
        <details key={language} className={styles.builtInGroup}>
          <summary>{T.search.builtInLanguage(languageName(language), entries.length)}</summary>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{T.search.builtInFrom}</th>
                <th scope="col">{T.search.builtInTo}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map(({ from, to }) => (
                <tr key={from}>
                  <th scope="row" data-label={T.search.builtInFrom} lang={language}>
                    {from}
                  </th>
                  <td data-label={T.search.builtInTo}>{to.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ))}
    </section>
  );
}

function ApplicationFormEditor({
  site,
  text,
  onText,
  onSaving,
  onSaved,
  onReload,
}: {
  site: AdminSite;
  text: string | null;
  onText: (text: string | null) => void;
  onSaving: () => void;
  onSaved: () => void;
  onReload: () => Promise<unknown>;
}) {
  const id = useId();
  const [problem, setProblem] = useState<Problem>();
  const stored = useMemo(() => JSON.stringify(site.application_form.form, null, 2), [site.application_form]);
  const value = text ?? stored;
  const save = useSaveSiteSection({
    onSuccess: () => {
      setProblem(undefined);
      onText(null);
      onSaved();
    },
    onError: (error) =>
      setProblem(
        problemOf(error, (fields) => ({
          errors: {},
          other: Object.entries(fields ?? {}).map(([path, message]) => `${path}: ${message}`),
        })),
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSaving();
    let form: unknown;
    try {
      form = JSON.parse(value);
    } catch (error) {
      setProblem({ fields: {}, other: [], message: T.form.notJson((error as Error).message) });
      return;
    }
    setProblem(undefined);
    save.mutate({ section: 'application_form', version: site.application_form.version, value: form });
  };
  return (
    <form onSubmit={submit} aria-label={T.sections.application_form}>
      <h2>{T.sections.application_form}</h2>
      {site.application_form.version === null ? <p className={styles.muted}>{T.form.builtIn}</p> : null}
      <Problems
        problem={problem}
        onReload={() => {
          setProblem(undefined);
          onText(null);
          void onReload();
        }}
      />
      <label htmlFor={id} className={styles.fileLabel}>
        {T.form.label}
      </label>
      <p id={`${id}-help`} className={styles.help}>
        {T.form.help}
      </p>
      <textarea
        id={id}
        className={`${styles.textarea} ${styles.code}`}
        aria-describedby={`${id}-help`}
        aria-invalid={problem ? true : undefined}
        rows={24}
        spellCheck={false}
        value={value}
        onChange={(event) => onText(event.target.value)}
      />
      <div className={styles.importActions}>
        <Button type="submit" variant="primary" isDisabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}
