import {
  BREAKPOINTS,
  DEFAULT_DISTANCE,
  DISTANCE_FILTER,
  FILTER_DEBOUNCE_MS,
  type PositionDetailsConfig,
  SEARCH_PAGE_SIZE,
  type SearchPosition,
  type SearchResult,
  type SortOption,
  SPECIAL_LOCATIONS,
} from '@portico/contracts';
import { useToast } from '@portico/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, LocateFixed, Map as MapIcon, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api/context.js';
import { searchQueryOptions } from '../../lib/api/endpoints/index.js';
import { FiltersPanel } from './filters-panel.js';
import { FiltersSheet } from './filters-sheet.js';
import { countLabel, countText } from './format.js';
import { JobCartPanel } from './job-cart.js';
import styles from './jobs.module.css';
import { MapPanel } from './map/map-panel.js';
import { useMapPreference } from './map/use-map-preference.js';
import { type NextStep, NoResults } from './no-results.js';
import { Pager } from './pager.js';
import { PositionDetails } from './position-details.js';
import { ResultsList } from './results-list.js';
import { SearchBox } from './search-box.js';
import page from './search-page.module.css';
import { newSearch, type SearchState, searchApiParams, withFilters } from './search-url.js';
import { SpellingNotice } from './spelling-notice.js';
import { usePositionActions } from './use-position-actions.js';

export const DISTANCE_CHOICES = [5, 10, 25, 50, 100, 200] as const;
/** Spec 2 §8: the search-failure snackbar stays 2 s. */
const SEARCH_FAILED_TOAST_MS = 2000;

export interface SearchScreenProps {
  state: SearchState;
  commaInValues: boolean;
  /** Page address of a search state (keeps the visitor's carried parameters). */
  hrefFor(state: SearchState): string;
  /** Job page address of a result, and its absolute form for sharing. */
  jobHref(position: { id: number; title: string }): string;
  /** The apply page of a (public) position, and of several (the job cart), with the carried parameters. */
  applyHref(id: number): string;
  cartApplyHref(ids: readonly number[]): string;
  origin: string;
  navigate(href: string, options?: { replace?: boolean }): void;
  language: string;
  autocompleteMinLength: number;
  currentLocationEnabled: boolean;
  isLoggedIn: boolean;
  loginEnabled: boolean;
  cartEnabled: boolean;
  domain: string;
  openLogin(options?: { pendingAction?: () => Promise<void> }): void;
  /** pcsxConfig.searchConfig.mapConfig: the map and its toggle exist only when enabled. */
  mapConfig: { enabled: boolean; tileUrl: string | null; attribution: string };
  /** The tenant's job-detail configuration and whether positions may override it (spec 2 §4). */
  positionDetailsConfig: PositionDetailsConfig;
  hasPositionOverrides: boolean;
  /**
   * The "Create alert" control of the current search (its own feature, lent by the route; docs/decisions/053):
   * drawn in the toolbar with the search as the answer understood it and its `savedSearchMetadata`.
   */
  alertControl?(args: {
    search: { query: string; location: string; filters: Record<string, string[]> };
    metadata: SearchResult['savedSearchMetadata'] | undefined;
    buttonClassName: string;
  }): ReactNode;
}

function isWide(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(min-width: ${BREAKPOINTS.desktop}px)`).matches
  );
}

/** Filters chosen by the visitor, without the radius and map point that belong to the place searched. */
function withoutChosenFilters(filters: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(filters).filter(([name]) => name === DISTANCE_FILTER || name.startsWith('latlong')),
  );
}

/**
 * The job search page of spec 2 §2-§4: search boxes, filters, sort, results, pager and the detail pane.
 * The URL holds the search (search-url.ts); this screen turns clicks into new URLs and reads the answer
 * from the query cache (spec 2 §4's result cache), keeping the previous page on screen while loading.
 */
export function SearchScreen(props: SearchScreenProps) {
  const { state, hrefFor, navigate, language } = props;
  const { t } = useTranslation('jobs');
  const api = useApi();
  const toasts = useToast();
  const opts = { commaInValues: props.commaInValues };
  const search = useQuery(searchQueryOptions(api, searchApiParams(state, opts)));
  const data = search.data;
  // Each search (words and place) is logged once with how many jobs it found, for the workspace's analytics;
  // the logger is downloaded after the answer, never with the page (docs/decisions/014).
  const loggedSearch = useRef<string | null>(null);
  useEffect(() => {
    if (!data || search.isPlaceholderData) return;
    const key = `${state.query}\u0000${state.location}`;
    if (loggedSearch.current === key) return;
    loggedSearch.current = key;
    const found = { query: state.query, location: state.location, resultCount: data.count };
    import('../../lib/analytics.js').then(
      ({ logSearch }) => logSearch(api, props.domain, found),
      () => {},
    );
  }, [data, search.isPlaceholderData, state.query, state.location, api, props.domain]);
  const headingId = useId();
  const detailsHeadingId = useId();
  const detailsRef = useRef<HTMLElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  // Text in the boxes follows the URL (Back, links) until the visitor types.
  // Synced while rendering, not in an effect: an effect runs after the new search is on screen, and would
  // overwrite what the visitor typed in that moment (React's "adjusting state when a prop changes").
  const [query, setQuery] = useState(state.query);
  const [location, setLocation] = useState(state.location);
  const [synced, setSynced] = useState({ query: state.query, location: state.location });
  if (synced.query !== state.query || synced.location !== state.location) {
    setSynced({ query: state.query, location: state.location });
    if (synced.query !== state.query) setQuery(state.query);
    if (synced.location !== state.location) setLocation(state.location);
  }

  // Spec 2 §4: filter changes show at once and reload after 1 s, so several clicks make one search.
  const [pending, setPending] = useState<Record<string, string[]> | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(
      () => navigate(hrefFor(withFilters(stateRef.current, pending))),
      FILTER_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [pending, navigate, hrefFor]);
  const searchKey = JSON.stringify([state.query, state.location, state.filters, state.start, state.sortBy]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new URL replaces the pending choice.
  useEffect(() => setPending(null), [searchKey]);
  // While a new search loads, the answer shown is the last search's: its filters are not the ones in the
  // address any more, and links built from them ("Clear filters" right after "Search within 100 km") would
  // take the visitor back to the old radius.
  const selectedFilters =
    pending ?? (search.isPlaceholderData ? undefined : data?.appliedFilters) ?? state.filters;

  // The filters' sheet (below the wide layout's always-open side panel). It closes when the window grows
  // into the wide layout, where the side panel shows the same filters.
  const [sheetOpen, setSheetOpen] = useState(false);
  useEffect(() => {
    if (!sheetOpen || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS.largeDesktop}px)`);
    const onChange = () => {
      if (wide.matches) setSheetOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [sheetOpen]);
  // The sheet's "Show N jobs" counts the filters as chosen, before the 1 s debounce has searched them: the
  // same query the page makes once it has (one cache entry), asked only while the sheet is open.
  const preview = useQuery({
    ...searchQueryOptions(api, searchApiParams(withFilters(state, selectedFilters), opts)),
    enabled: sheetOpen,
  });
  const [mapShown, toggleMap] = useMapPreference(props.domain, props.mapConfig.enabled);

  // Spec 2 §8: "Failed to load positions" (2 s, top centre) — once per failed search.
  const failedAt = useRef(0);
  useEffect(() => {
    if (search.isError && search.errorUpdatedAt !== failedAt.current) {
      failedAt.current = search.errorUpdatedAt;
      toasts.add(t('errors.loadPositions'), { type: 'error', timeout: SEARCH_FAILED_TOAST_MS });
    }
  }, [search.isError, search.errorUpdatedAt, toasts, t]);

  // Spec 2 §4: the first result is selected unless the URL names a position.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const positions = data?.positions ?? [];
  const firstId = positions[0]?.id ?? null;
  const selectedId = state.pid ?? (firstId !== dismissed ? firstId : null);
  const light = positions.find((p) => p.id === selectedId) ?? null;
  const jobPath = selectedId ? props.jobHref({ id: selectedId, title: light?.title ?? '' }) : '';
  const actions = usePositionActions({
    id: selectedId,
    privateToken: null,
    queriedLocation: state.location,
    isLoggedIn: props.isLoggedIn,
    loginEnabled: props.loginEnabled,
    cartEnabled: props.cartEnabled,
    domain: props.domain,
    shareUrl: `${props.origin}${jobPath}`,
    openLogin: props.openLogin,
    baseConfig: props.positionDetailsConfig,
    hasOverrides: props.hasPositionOverrides,
    language,
  });

  // Spec 2 §8: "Failed to load position details", and the selection is cleared.
  useEffect(() => {
    if (!actions.position.isError || !selectedId) return;
    toasts.add(t('errors.loadPositionDetails'), { type: 'error', timeout: SEARCH_FAILED_TOAST_MS });
    if (state.pid) navigate(hrefFor({ ...state, pid: null }), { replace: true });
    else setDismissed(selectedId);
  }, [actions.position.isError, selectedId, state, navigate, hrefFor, toasts, t]);

  // Phones: choosing a job opens its view; start it at the top and move focus there, as a new page would.
  const shownPid = useRef(state.pid);
  useEffect(() => {
    if (state.pid === shownPid.current) return;
    shownPid.current = state.pid;
    if (state.pid && !isWide()) {
      detailsRef.current?.scrollIntoView?.({ block: 'start' });
      detailsRef.current?.focus({ preventScroll: true });
    }
  }, [state.pid]);

  function submit(event?: FormEvent, overrides?: { location?: string; point?: string | null }) {
    event?.preventDefault();
    const where = overrides?.location ?? location.trim();
    navigate(hrefFor(newSearch(state, query.trim(), where, overrides?.point)));
  }

  function searchNearMe() {
    const go = (point: string | null) => {
      setLocation(SPECIAL_LOCATIONS.currentLocation);
      submit(undefined, { location: SPECIAL_LOCATIONS.currentLocation, point });
    };
    // Without the browser's position the server falls back to the tenant's IP geolocation (spec 2 §3).
    if (!navigator.geolocation) return go(null);
    navigator.geolocation.getCurrentPosition(
      (p) => go(`${p.coords.latitude.toFixed(5)},${p.coords.longitude.toFixed(5)}`),
      () => go(null),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  }

  // Paging: the new page starts at the top of the results, and focus moves to their heading so a screen
  // reader says where it is (the pager is at the bottom of a long list).
  function goToPage(start: number) {
    navigate(hrefFor({ ...state, start, pid: null }));
    const heading = resultsHeadingRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start' });
  }

  /** Next steps and similar searches of the no-results answer are links the page follows itself. */
  function follow(href: string, event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    navigate(href);
  }

  function applyFilters(filters: Record<string, string[]>) {
    setPending(null);
    navigate(hrefFor(withFilters(state, filters)));
  }

  function select(position: SearchPosition, event: { preventDefault(): void }) {
    event.preventDefault();
    // Wide screens show the job beside the list (replace: Back leaves the search, not the selection);
    // phones show it as its own view, so Back returns to the list.
    navigate(hrefFor({ ...state, pid: position.id }), { replace: isWide() });
  }

  const meta = data?.resultsMetaData;
  const kind = meta?.location.kind ?? 'none';
  const hasPoint = kind === 'place' || kind === 'current_location';
  const distance = selectedFilters[DISTANCE_FILTER]?.[0] ?? String(DEFAULT_DISTANCE);
  const activeFilterCount = Object.entries(selectedFilters).filter(
    ([name, v]) => name !== DISTANCE_FILTER && !name.startsWith('latlong') && v.length > 0,
  ).length;
  const view = state.pid ? 'details' : 'list';
  const here = kind === 'current_location' ? meta?.location : null;
  const loading = search.isFetching;

  const distanceUnit = meta?.distanceUnit ?? 'km';
  const steps: NextStep[] = [];
  if (data && positions.length === 0) {
    if (activeFilterCount > 0)
      steps.push({
        key: 'clear',
        label: t('filters.clear'),
        href: hrefFor(withFilters(state, withoutChosenFilters(selectedFilters))),
      });
    const wider = DISTANCE_CHOICES.find((d) => d > Number(distance));
    if (hasPoint && wider !== undefined)
      steps.push({
        key: 'widen',
        label: t(`results.widen.${distanceUnit}`, { count: wider }),
        href: hrefFor(withFilters(state, { ...selectedFilters, [DISTANCE_FILTER]: [String(wider)] })),
      });
    if (state.location && state.query)
      steps.push({
        key: 'everywhere',
        label: t('results.everywhere', { query: state.query }),
        href: hrefFor(newSearch(state, state.query, '', null)),
      });
    if (state.query || state.location)
      steps.push({ key: 'all', label: t('details.allJobs'), href: hrefFor(newSearch(state, '', '', null)) });
  }

  let summary = '';
  if (data) {
    const count = data.resultsMetaData.countIsCapped
      ? t('results.countCapped', { count: countText(data.count, language) })
      : t('results.count', { count: data.count, formatted: countText(data.count, language) });
    summary = count;
  }

  const filtersPanel = data ? (
    <FiltersPanel
      filters={data.filterDef.allFilters}
      selected={selectedFilters}
      language={language}
      onChange={(name, values) => setPending({ ...selectedFilters, [name]: values })}
      onClear={() => setPending(withoutChosenFilters(selectedFilters))}
    />
  ) : null;

  return (
    <div className={styles.page} data-view={view}>
      <search aria-label={t('search.label')}>
        <form className={styles.searchForm} onSubmit={submit}>
          <SearchBox
            kind="query"
            name="query"
            label={t('search.queryLabel')}
            placeholder={t('search.queryPlaceholder')}
            value={query}
            onChange={setQuery}
            onPick={(s) => navigate(hrefFor(newSearch(state, s.value, location.trim())))}
            minLength={props.autocompleteMinLength}
          />
          <SearchBox
            kind="location"
            name="location"
            label={t('search.locationLabel')}
            placeholder={t('search.locationPlaceholder')}
            value={location}
            onChange={setLocation}
            onPick={(s) => navigate(hrefFor(newSearch(state, query.trim(), s.value, null)))}
            minLength={props.autocompleteMinLength}
          />
          <div className={styles.searchButtons}>
            {props.currentLocationEnabled ? (
              <button
                type="button"
                className={styles.iconButton}
                onClick={searchNearMe}
                aria-label={t('search.currentLocation')}
                title={t('search.currentLocation')}
              >
                <LocateFixed aria-hidden size={20} />
              </button>
            ) : null}
            <button type="submit" className={styles.primaryButton}>
              {t('search.submit')}
            </button>
          </div>
        </form>
      </search>

      {mapShown ? (
        <MapPanel
          id={`${headingId}-map`}
          state={state}
          commaInValues={props.commaInValues}
          tileUrl={props.mapConfig.tileUrl}
          attribution={props.mapConfig.attribution}
          language={language}
          currentLocation={
            here && here.lat !== null && here.lng !== null ? { lat: here.lat, lng: here.lng } : null
          }
          view={view}
          onSearch={(next) => navigate(hrefFor(next))}
        />
      ) : null}

      <div className={styles.layout}>
        {data ? (
          <aside className={page.filtersAside} aria-labelledby={`${headingId}-filters-heading`}>
            <h2 id={`${headingId}-filters-heading`} className={page.filtersHeading}>
              {t('filters.toggle')}
            </h2>
            <a
              href={`#${headingId}`}
              className={page.skipLink}
              onClick={(event) => {
                event.preventDefault();
                resultsHeadingRef.current?.focus();
              }}
            >
              {t('filters.skipToResults')}
            </a>
            {filtersPanel}
          </aside>
        ) : null}
        <section className={styles.resultsPane} aria-labelledby={headingId} aria-busy={loading}>
          <div className={styles.resultsHeader}>
            <h2
              id={headingId}
              ref={resultsHeadingRef}
              tabIndex={-1}
              className={`${styles.resultsHeading} ${page.resultsTop}`}
            >
              {state.query && kind !== 'none' && meta?.location.label
                ? t('results.headingQueryLocation', { query: state.query, location: meta.location.label })
                : state.query
                  ? t('results.headingQuery', { query: state.query })
                  : meta?.location.label
                    ? t('results.headingLocation', { location: meta.location.label })
                    : t('results.heading')}
            </h2>
            <p className={styles.resultsCount} role="status">
              {/* While a new search loads, the list still shows the last one's jobs (dimmed): its count under the
                  new heading would say "2,303 jobs" for "IT", so the status says it is loading instead. */}
              {(loading && !data) || search.isPlaceholderData ? t('results.loading') : summary}
            </p>
          </div>

          <div className={styles.toolbar}>
            <button
              type="button"
              className={`${styles.secondaryButton} ${page.filtersToggle}`}
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onClick={() => setSheetOpen(true)}
            >
              <SlidersHorizontal aria-hidden size={18} />
              {activeFilterCount > 0
                ? t('filters.toggleActive', { count: activeFilterCount })
                : t('filters.toggle')}
            </button>
            {props.isLoggedIn && props.cartEnabled ? (
              <JobCartPanel domain={props.domain} jobHref={props.jobHref} applyHref={props.cartApplyHref} />
            ) : null}
            {props.alertControl && data && !search.isPlaceholderData
              ? props.alertControl({
                  search: { query: state.query, location: state.location, filters: data.appliedFilters },
                  metadata: data.savedSearchMetadata,
                  buttonClassName: styles.actionButton ?? '',
                })
              : null}
            {props.mapConfig.enabled ? (
              <button
                type="button"
                className={styles.actionButton}
                aria-expanded={mapShown}
                aria-controls={mapShown ? `${headingId}-map` : undefined}
                onClick={toggleMap}
              >
                <MapIcon aria-hidden size={18} />
                {mapShown ? t('map.hide') : t('map.show')}
              </button>
            ) : null}
            {hasPoint ? (
              <label className={styles.inlineField}>
                <span>{t('search.distance')}</span>
                <select
                  value={distance}
                  onChange={(event) =>
                    setPending({ ...selectedFilters, [DISTANCE_FILTER]: [event.target.value] })
                  }
                >
                  {DISTANCE_CHOICES.map((d) => (
                    <option key={d} value={String(d)}>
                      {t(`search.within.${meta?.distanceUnit ?? 'km'}`, { count: d })}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label className={styles.inlineField}>
              <span>{t('sort.label')}</span>
              <select
                value={state.sortBy ?? data?.sortBy ?? 'relevance'}
                onChange={(event) =>
                  navigate(
                    hrefFor({ ...state, sortBy: event.target.value as SortOption, start: 0, pid: null }),
                  )
                }
              >
                <option value="relevance">{t('sort.relevance')}</option>
                <option value="date">{t('sort.date')}</option>
                {hasPoint || kind === 'map_location' ? (
                  <option value="distance">{t('sort.distance')}</option>
                ) : null}
              </select>
            </label>
          </div>

          {kind === 'unresolved' ? (
            <p className={styles.notice} role="note">
              {t('results.unresolvedPlace', { location: state.location })}
            </p>
          ) : null}

          {data?.spelling && !search.isPlaceholderData ? (
            <SpellingNotice
              spelling={data.spelling}
              href={hrefFor(newSearch(state, data.spelling.suggestion, state.location))}
              onFollow={follow}
            />
          ) : null}

          {search.isError && !data ? (
            <div className={styles.emptyState}>
              <p>{t('errors.loadPositions')}</p>
              <button type="button" className={styles.secondaryButton} onClick={() => search.refetch()}>
                {t('errors.retry')}
              </button>
            </div>
          ) : data && positions.length === 0 ? (
            <NoResults
              query={state.query}
              steps={steps}
              hrefForQuery={(q) => hrefFor(newSearch(state, q, state.location))}
              onFollow={follow}
            />
          ) : (
            <ResultsList
              positions={positions}
              selectedId={selectedId}
              distanceUnit={meta?.distanceUnit ?? 'km'}
              language={language}
              hrefFor={(p) => props.jobHref(p)}
              onSelect={select}
              detailsId={`${headingId}-details`}
              onToDetails={() => detailsRef.current?.focus()}
            />
          )}

          {data ? (
            <Pager
              start={state.start}
              pageSize={SEARCH_PAGE_SIZE}
              count={data.count}
              hrefFor={(start) => hrefFor({ ...state, start, pid: null })}
              onGo={goToPage}
            />
          ) : null}
        </section>

        <section
          ref={detailsRef}
          id={`${headingId}-details`}
          tabIndex={-1}
          // No results: the no-results answer says what to do; an empty pane beside it would say nothing.
          hidden={data !== undefined && positions.length === 0 && !state.pid}
          className={styles.detailsPane}
          aria-label={t('details.paneLabel')}
        >
          {state.pid ? (
            <button
              type="button"
              className={`${styles.linkButton} ${styles.backToResults}`}
              onClick={() => navigate(hrefFor({ ...state, pid: null }))}
            >
              <ArrowLeft aria-hidden size={18} />
              {t('details.backToResults')}
            </button>
          ) : null}
          {selectedId && (light || actions.position.data) ? (
            <PositionDetails
              light={light}
              position={actions.position.data}
              loadingFull={actions.position.isLoading}
              language={language}
              headingLevel={2}
              headingId={detailsHeadingId}
              isLoggedIn={props.isLoggedIn}
              loginEnabled={props.loginEnabled}
              cartEnabled={props.cartEnabled}
              applyHref={props.applyHref(selectedId)}
              actions={actions}
              onSignIn={() => props.openLogin()}
            >
              <a className={styles.actionLink} href={jobPath}>
                {t('details.openJobPage')}
              </a>
            </PositionDetails>
          ) : selectedId && actions.position.isLoading ? (
            <p className={styles.muted} role="status">
              {t('details.loading')}
            </p>
          ) : data && positions.length > 0 ? (
            <p className={styles.muted}>{t('details.choose')}</p>
          ) : null}
        </section>
      </div>

      {/* Outside the results (their aria-busy would hide a live sheet from screen readers while they load). */}
      {sheetOpen && data ? (
        <FiltersSheet
          count={preview.data?.count ?? null}
          countText={
            preview.data
              ? countLabel(preview.data.count, preview.data.resultsMetaData.countIsCapped, language)
              : ''
          }
          onClose={() => setSheetOpen(false)}
          onShow={() => {
            setSheetOpen(false);
            applyFilters(selectedFilters);
          }}
        >
          {filtersPanel}
        </FiltersSheet>
      ) : null}
    </div>
  );
}
