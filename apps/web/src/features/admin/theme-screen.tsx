import {
  type AdminTheme,
  type ContrastResult,
  checkContrast,
  DEFAULT_THEME,
  FONT_STACK,
  HEX_COLOR,
  jobPath,
  RADIUS_MAX,
  THEME_PRODUCTS,
  THEME_SECTION_IDS,
  THEME_SECTIONS,
  type Theme,
  type ThemeSectionId,
  type ThemeTokenDef,
  themeValue,
} from '@portico/contracts';
import { Button, ErrorState, FormAlert, LoadingState, Modal, useToast } from '@portico/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useBoot } from '../../app/boot-context.js';
import { useAdminPositions, useAdminTheme, useSaveTheme } from '../../lib/api/endpoints/admin.js';
import { withDomain } from '../../lib/careers-href.js';
import { applyTheme, clearAppliedTheme, readStoredTheme, storeTheme } from '../../lib/theme.js';
import styles from './admin.module.css';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.theme;
type TokenValue = string | number | undefined;

const tokenLabel = (path: string) => {
  const [section, key] = path.split('.') as [ThemeSectionId, string];
  const texts = T.sections[section];
  return `${(texts.tokens as Record<string, string>)[key]} (${texts.title})`;
};
const same = (a: Theme, b: Theme) => JSON.stringify(a) === JSON.stringify(b);
const withToken = (theme: Theme, section: ThemeSectionId, key: string, value: TokenValue): Theme => {
  const next = { ...(theme[section] as Record<string, TokenValue>) };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return { ...theme, [section]: next } as Theme;
};

/**
 * `/careers/admin/theme` (admins; docs/decisions/046): the theme builder. The editor's draft is kept in local
 * storage under the tenant's domain, which is how the preview frames beside it (the site's real search and job
 * pages) show it as it changes; only this browser sees it until the admin saves. A save names the version the
 * admin started from (someone else's newer save is a 409 and the edits stay), and colour pairs that fail WCAG AA
 * are listed as they appear and must be confirmed before they are saved.
 */
export function ThemeScreen() {
  const boot = useBoot();
  const domain = boot.domain;
  const query = useAdminTheme();
  const toasts = useToast();
  const [base, setBase] = useState<AdminTheme | null>(null);
  const [draft, setDraft] = useState<Theme | null>(null);
  const [stale, setStale] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [frames, setFrames] = useState(0);

  // The editor itself shows the saved theme: the draft is for the preview frames (and the site in this browser).
  useEffect(() => {
    clearAppliedTheme();
  }, []);

  // The first answer starts the editor, from the draft this browser kept for the domain if there is one.
  useEffect(() => {
    if (!query.data || base) return;
    setBase(query.data);
    setDraft(readStoredTheme(domain) ?? query.data.theme);
  }, [query.data, base, domain]);

  const edit = (next: Theme) => {
    setDraft(next);
    storeTheme(domain, base && same(next, base.theme) ? null : next);
  };

  const save = useSaveTheme({
    onSuccess: (saved) => {
      setBase(saved);
      setDraft(saved.theme);
      setStale(false);
      setFailure(null);
      storeTheme(domain, null);
      // This page was drawn with the theme of when it opened: it takes the saved one now, as visitors do.
      applyTheme(saved.theme);
      setFrames((n) => n + 1);
      toasts.showToast(T.saved, { type: 'success' });
    },
    onError: (error) => {
      setConfirming(false);
      if (error.status === 409) setStale(true);
      else setFailure(error.kind === 'http' ? error.message : T.failed);
    },
  });

  const results = useMemo(() => (draft ? checkContrast(draft) : []), [draft]);
  const failing = results.filter((r) => !r.passes);

  if (query.isError && !base)
    return (
      <>
        <h1>{T.title}</h1>
        <ErrorState message={T.loadFailed}>
          <Button variant="secondary" onPress={() => query.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </ErrorState>
      </>
    );
  if (!base || !draft)
    return (
      <>
        <h1>{T.title}</h1>
        <LoadingState label={T.loading} />
      </>
    );

  const dirty = !same(draft, base.theme);
  const submit = (accept: boolean) => {
    setFailure(null);
    save.mutate({ theme: draft, version: base.version, acceptContrastFailures: accept });
  };
  const loadNewest = async () => {
    const { data } = await query.refetch();
    if (!data) return;
    setBase(data);
    setDraft(data.theme);
    setStale(false);
    storeTheme(domain, null);
    setFrames((n) => n + 1);
  };

  return (
    <>
      <h1>{T.title}</h1>
      <p className={styles.intro}>{T.intro}</p>
      <div className={styles.themeBar}>
        <p className={styles.muted} role="status">
          {dirty ? T.unsaved : T.noChanges}
        </p>
        <div className={styles.themeActions}>
          <Button
            isDisabled={!dirty || save.isPending}
            onPress={() => (failing.length ? setConfirming(true) : submit(false))}
          >
            {save.isPending ? T.saving : T.save}
          </Button>
          <Button
            variant="secondary"
            isDisabled={same(draft, DEFAULT_THEME)}
            onPress={() => {
              edit(DEFAULT_THEME);
              toasts.showToast(T.resetDone, { type: 'info' });
            }}
          >
            {T.reset}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!dirty}
            onPress={() => {
              edit(base.theme);
              toasts.showToast(T.discarded, { type: 'info' });
            }}
          >
            {T.discard}
          </Button>
        </div>
      </div>
      {stale ? (
        <div className={styles.themeStale}>
          <FormAlert>{T.stale}</FormAlert>
          <Button variant="secondary" size="small" onPress={loadNewest}>
            {T.loadNewest}
          </Button>
        </div>
      ) : null}
      <FormAlert>{failure}</FormAlert>
      <ContrastReport failing={failing} />
      <div className={styles.themeLayout}>
        <div className={styles.themeEditor}>
          {THEME_PRODUCTS.map((product) => (
            <section key={product} aria-labelledby={`theme-product-${product}`}>
              <h2 id={`theme-product-${product}`}>{T.products[product]}</h2>
              {THEME_SECTION_IDS.filter((id) => THEME_SECTIONS[id].product === product).map((id) => (
                <SectionEditor key={id} id={id} theme={draft} onChange={edit} />
              ))}
            </section>
          ))}
        </div>
        <Preview domain={domain} reload={frames} />
      </div>
      <Modal
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={T.confirmTitle}
        role="alertdialog"
        showCloseButton={false}
      >
        <p>{T.confirmText}</p>
        <FailingList failing={failing} />
        <div className={styles.themeActions}>
          <Button onPress={() => submit(true)} isDisabled={save.isPending}>
            {T.confirmSave}
          </Button>
          <Button variant="secondary" onPress={() => setConfirming(false)}>
            {T.cancel}
          </Button>
        </div>
      </Modal>
    </>
  );
}

function ContrastReport({ failing }: { failing: ContrastResult[] }) {
  return (
    <section
      className={styles.themeContrast}
      aria-labelledby="theme-contrast"
      data-failing={failing.length > 0}
    >
      <h2 id="theme-contrast">{T.contrastTitle}</h2>
      <div aria-live="polite">
        {failing.length ? (
          <>
            <p>{T.contrastFailing(failing.length)}</p>
            <FailingList failing={failing} />
          </>
        ) : (
          <p>{T.contrastOk}</p>
        )}
      </div>
    </section>
  );
}

function FailingList({ failing }: { failing: ContrastResult[] }) {
  return (
    <ul className={styles.themeFailing}>
      {failing.map((pair) => (
        <li key={pair.id}>
          <span
            className={styles.themeSample}
            style={{ color: pair.foregroundColor, background: pair.backgroundColor }}
            aria-hidden="true"
          >
            Aa
          </span>
          <span>
            {pair.label}: <strong>{T.ratio(pair.ratio, pair.minimum)}</strong>
          </span>
        </li>
      ))}
    </ul>
  );
}

function SectionEditor({
  id,
  theme,
  onChange,
}: {
  id: ThemeSectionId;
  theme: Theme;
  onChange: (theme: Theme) => void;
}) {
  const texts = T.sections[id];
  const tokens = THEME_SECTIONS[id].tokens as Record<string, ThemeTokenDef>;
  const values = theme[id] as Record<string, TokenValue>;
  return (
    <details className={styles.themeSection} open={id === 'core_properties'}>
      <summary>{texts.title}</summary>
      <fieldset>
        <legend className={styles.themeLegend}>{texts.title}</legend>
        <p className={styles.muted}>{texts.where}</p>
        {Object.entries(tokens).map(([key, def]) => (
          <TokenField
            key={key}
            label={(texts.tokens as Record<string, string>)[key] ?? key}
            def={def}
            value={values[key]}
            effective={themeValue(theme, `${id}.${key}`)}
            onChange={(value) => onChange(withToken(theme, id, key, value))}
          />
        ))}
      </fieldset>
    </details>
  );
}

/** One token: its value (typed, or picked for colours), and for a following token what it follows. */
function TokenField({
  label,
  def,
  value,
  effective,
  onChange,
}: {
  label: string;
  def: ThemeTokenDef;
  value: TokenValue;
  effective: string | number;
  onChange: (value: TokenValue) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(effective));
  const [error, setError] = useState<string | null>(null);
  const follows = 'from' in def ? tokenLabel(def.from) : null;
  // The value changed (typed here, or by a reset, a discard, the token it follows): show it as it now is.
  useEffect(() => {
    setText(String(effective));
    setError(null);
  }, [effective]);
  const commit = (raw: string) => {
    setText(raw);
    const trimmed = raw.trim();
    if (def.kind === 'radius') {
      const n = Number(trimmed);
      if (trimmed === '' || !Number.isInteger(n) || n < 0 || n > RADIUS_MAX) return setError(T.badRadius);
      setError(null);
      if (n !== effective || value !== undefined) onChange(n);
      return;
    }
    const ok = def.kind === 'font' ? FONT_STACK.test(trimmed) : HEX_COLOR.test(trimmed);
    if (!ok) return setError(def.kind === 'font' ? T.badFont : T.badColour);
    setError(null);
    const next = def.kind === 'color' ? trimmed.toLowerCase() : trimmed;
    if (next !== String(effective).toLowerCase() || value !== undefined) onChange(next);
  };
  return (
    <div className={styles.themeField}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.themeInputs}>
        {def.kind === 'color' ? (
          <input
            type="color"
            className={styles.themeSwatch}
            aria-label={T.picker(label)}
            value={HEX_COLOR.test(text) ? text.toLowerCase() : String(effective)}
            onChange={(event) => commit(event.target.value)}
          />
        ) : null}
        <input
          id={id}
          className={styles.themeText}
          type={def.kind === 'radius' ? 'number' : 'text'}
          inputMode={def.kind === 'radius' ? 'numeric' : undefined}
          min={def.kind === 'radius' ? 0 : undefined}
          max={def.kind === 'radius' ? RADIUS_MAX : undefined}
          spellCheck={false}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || follows ? `${id}-note` : undefined}
          onChange={(event) => commit(event.target.value)}
        />
      </div>
      {error ? (
        <p id={`${id}-note`} className={styles.themeError}>
          {error}
        </p>
      ) : follows ? (
        <p id={`${id}-note`} className={styles.themeNote}>
          {value === undefined ? (
            T.follows(follows)
          ) : (
            <>
              {T.ownValue}{' '}
              <button type="button" className={styles.themeLink} onClick={() => onChange(undefined)}>
                {T.followAgain(follows)}
              </button>
            </>
          )}
        </p>
      ) : null}
    </div>
  );
}

/** The site's real search page and newest job page, framed: they show this browser's draft as it changes. */
function Preview({ domain, reload }: { domain: string; reload: number }) {
  const jobs = useAdminPositions({ q: '', status: 'published', sort: 'updated', page: 1 });
  const job = jobs.data?.positions[0];
  return (
    <aside className={styles.themePreview} aria-labelledby="theme-preview">
      <h2 id="theme-preview">{T.previewTitle}</h2>
      <p className={styles.muted}>{T.previewHelp}</p>
      <h3>{T.previewSearchHeading}</h3>
      <iframe key={`search-${reload}`} title={T.previewSearch} src={withDomain('/careers', domain)} />
      <h3>{T.previewJobHeading}</h3>
      {job ? (
        <iframe key={`job-${reload}-${job.id}`} title={T.previewJob} src={withDomain(jobPath(job), domain)} />
      ) : jobs.isPending ? null : (
        <p>{T.noJob}</p>
      )}
    </aside>
  );
}
