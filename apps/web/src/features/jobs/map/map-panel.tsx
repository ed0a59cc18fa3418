import { useQuery } from '@tanstack/react-query';
import { Component, type ErrorInfo, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api/context.js';
import { markersQueryOptions } from '../../../lib/api/endpoints/index.js';
import type { SearchState } from '../search-url.js';
import { placeMarkers } from './cluster-style.js';
import styles from './map.module.css';
import {
  type Bounds,
  type LatLng,
  mapAreaState,
  mapLocationState,
  markerApiParams,
  searchedArea,
  selectedPoint,
} from './map-search.js';

// Leaflet touches `window` when it loads: only ever imported in the browser, after hydration.
const JobsMap = lazy(() => import('./jobs-map.js'));

export interface MapPanelProps {
  id: string;
  state: SearchState;
  commaInValues: boolean;
  tileUrl: string | null;
  attribution: string;
  language: string;
  /** The point of a "current location" search, as the server understood it. */
  currentLocation: LatLng | null;
  /** "list" or "details": phones hide the map while a job is open. */
  view: string;
  /** Runs a search the map made ("Map Location", "Map Area"). */
  onSearch(next: SearchState): void;
}

/**
 * The map above the results (spec 2 §2): its markers load with the same search as the list (without paging
 * and sort) while the map's own chunk loads. Render only in the browser: see search-screen.tsx.
 */
export function MapPanel(props: MapPanelProps) {
  const { state, commaInValues } = props;
  const { t } = useTranslation('jobs');
  const api = useApi();
  const params = useMemo(() => markerApiParams(state, { commaInValues }), [state, commaInValues]);
  const fitKey = useMemo(() => JSON.stringify(params), [params]);
  const markers = useQuery(markersQueryOptions(api, params));
  const { placed, remoteJobs } = useMemo(() => placeMarkers(markers.data?.markers ?? []), [markers.data]);
  const selected = useMemo(() => selectedPoint(state), [state]);
  const area = useMemo(() => searchedArea(state), [state]);
  // A stable point while the coordinates stay the same (the map redraws its marker when it changes).
  const hereLat = props.currentLocation?.lat;
  const hereLng = props.currentLocation?.lng;
  const currentLocation = useMemo(
    () => (hereLat !== undefined && hereLng !== undefined ? { lat: hereLat, lng: hereLng } : null),
    [hereLat, hereLng],
  );
  const number = new Intl.NumberFormat(props.language);

  return (
    <div id={props.id} className={styles.panel} data-view={props.view}>
      <div className={styles.frame}>
        <MapBoundary fallback={<p className={styles.placeholder}>{t('map.loadFailed')}</p>}>
          <Suspense
            fallback={
              <p className={styles.placeholder} role="status">
                {t('map.loading')}
              </p>
            }
          >
            <JobsMap
              markers={placed}
              fitKey={fitKey}
              markersReady={markers.isSuccess && !markers.isPlaceholderData}
              selected={selected}
              area={area}
              currentLocation={currentLocation}
              tileUrl={props.tileUrl}
              attribution={props.attribution}
              language={props.language}
              onSelectPlace={(point: LatLng) => props.onSearch(mapLocationState(state, point))}
              onSearchArea={(bounds: Bounds) => props.onSearch(mapAreaState(state, bounds))}
            />
          </Suspense>
        </MapBoundary>
      </div>
      {markers.isError ? (
        <p className={styles.note} role="status">
          {t('map.markersFailed')}
        </p>
      ) : null}
      {remoteJobs > 0 ? (
        <p className={styles.note}>
          {t('map.remoteJobs', { count: remoteJobs, formatted: number.format(remoteJobs) })}
        </p>
      ) : null}
    </div>
  );
}

/** A map that fails (its chunk, Leaflet) says so in its own box; the search page goes on working. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('job map failed', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
