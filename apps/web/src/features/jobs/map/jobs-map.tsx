import {
  MAP_BOUNDS_PADDING_PX,
  MAP_CURRENT_LOCATION_MARKER_ID,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
} from '@portico/contracts';
import * as L from 'leaflet';
import leafletCssUrl from 'leaflet/dist/leaflet.css?url';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Supercluster from 'supercluster';
import worldUrl from 'world-atlas/countries-110m.json?url';
import { escapeText } from '../../../lib/html-escape.js';
import { type PlacedMarker, pinStyle, shortCount, styleForCount } from './cluster-style.js';
import styles from './map.module.css';
import type { Bounds, LatLng } from './map-search.js';
import { unwrapCollection } from './world.js';

/**
 * The job map (spec 2 §2-§4, §9): Leaflet, used directly in effects (the map is imperative: one fit, icons
 * redrawn as the view moves). Browser only: this module is loaded with React.lazy after hydration, so
 * Leaflet never runs in the server render and is not part of the first page load.
 */

export interface JobsMapProps {
  /** The places to draw (valid, not remote: see placeMarkers). */
  markers: readonly PlacedMarker[];
  /** The map fits its markers once per key ("adjusted on first load"); a new search gives a new key. */
  fitKey: string;
  /** False while the markers on hand belong to an earlier search. */
  markersReady: boolean;
  selected: LatLng | null;
  /** A "Map Area" search: shown as it was when the page opens with it (a "Map Location" one opens on its place). */
  area: Bounds | null;
  currentLocation: LatLng | null;
  tileUrl: string | null;
  attribution: string;
  language: string;
  onSelectPlace(point: LatLng): void;
  onSearchArea(bounds: Bounds): void;
}

/** A single place is shown at city level when the map fits it, not at the closest zoom. */
const FIT_MAX_ZOOM = 10;
/** Places closer than this many screen pixels are drawn as one cluster. */
const CLUSTER_RADIUS_PX = 80;
const CURRENT_LOCATION_PX = 18;
const WORLD_VIEW = { center: [25, 10] as L.LatLngTuple, zoom: MAP_MIN_ZOOM };

let cssLoaded: Promise<void> | null = null;
/** Leaflet's stylesheet, linked once when the first map opens (it is not part of the app's stylesheet). */
function loadLeafletCss(): Promise<void> {
  cssLoaded ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = leafletCssUrl;
    link.onload = () => resolve();
    // Without it the map still works, only less tidily: never block the map on it.
    link.onerror = () => resolve();
    document.head.append(link);
  });
  return cssLoaded;
}

let world: Promise<GeoJSON.GeoJsonObject> | null = null;
/** Natural Earth countries (world-atlas, 1:110m) as GeoJSON: the offline base layer. */
function loadWorld(): Promise<GeoJSON.GeoJsonObject> {
  world ??= Promise.all([fetch(worldUrl).then((r) => r.json()), import('topojson-client')]).then(
    ([topology, topojson]) =>
      unwrapCollection(
        topojson.feature(topology, topology.objects.countries) as unknown as GeoJSON.FeatureCollection,
      ),
  );
  world.catch(() => {
    world = null;
  });
  return world;
}

type PlaceProps = { place: PlacedMarker };
interface Labels {
  place(place: PlacedMarker): string;
  cluster(jobs: number): string;
}
type ClusterProps = { jobs: number; places: number };
type Item =
  | { kind: 'place'; key: string; place: PlacedMarker; lat: number; lng: number }
  | { kind: 'cluster'; key: string; clusterId: number; jobs: number; lat: number; lng: number };

function pinHtml(): string {
  // A map pin: the drop is the tenant's primary colour, the dot its contrast colour.
  return `<svg viewBox="0 0 32 38" aria-hidden="true" focusable="false"><path fill="currentColor" d="M16 0C7.2 0 0 7 0 15.7 0 27.4 16 38 16 38s16-10.6 16-22.3C32 7 24.8 0 16 0z"/><circle class="${styles.pinDot}" cx="16" cy="15.5" r="6"/></svg>`;
}

export default function JobsMap(props: JobsMapProps) {
  const { t } = useTranslation('jobs');
  const hintId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const [mapReady, setMapReady] = useState(false);
  const [moved, setMoved] = useState(false);

  // Latest props and texts for Leaflet's callbacks, which are bound once.
  const latest = useRef(props);
  latest.current = props;
  const translate = useRef(t);
  translate.current = t;
  const number = useMemo(() => new Intl.NumberFormat(props.language), [props.language]);
  const labels = useRef<Labels | null>(null);
  labels.current = {
    place: (place) =>
      t('map.place', { location: place.location, count: place.count, formatted: number.format(place.count) }),
    cluster: (jobs) => t('map.cluster', { count: jobs, formatted: number.format(jobs) }),
  };

  /** Set while the map moves by our own doing (fit, resize), so only a visitor's move offers "Search this area". */
  const ownMove = useRef(false);
  /** The fitKey the view was last fitted for: null until the first fit. */
  const fittedFor = useRef<string | null>(null);
  const drawRef = useRef<() => void>(() => {});

  const index = useMemo(() => {
    const cluster = new Supercluster<PlaceProps, ClusterProps>({
      minZoom: MAP_MIN_ZOOM,
      // Above the last zoom level every place is its own pin.
      maxZoom: MAP_MAX_ZOOM - 1,
      radius: CLUSTER_RADIUS_PX,
      // Leaflet's tiles are 256 px: with this extent the radius is in screen pixels.
      extent: 256,
      map: (p) => ({ jobs: p.place.count, places: 1 }),
      reduce: (acc, p) => {
        acc.jobs += p.jobs;
        acc.places += p.places;
      },
    });
    cluster.load(
      props.markers.map((place) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [place.lng, place.lat] },
        properties: { place },
      })),
    );
    return cluster;
  }, [props.markers]);

  // The map itself: created once, after Leaflet's stylesheet is in.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let map: L.Map | null = null;
    let resize: ResizeObserver | null = null;
    void loadLeafletCss().then(() => {
      if (cancelled) return;
      const { tileUrl, attribution } = latest.current;
      map = L.map(container, {
        minZoom: MAP_MIN_ZOOM,
        maxZoom: MAP_MAX_ZOOM,
        zoomControl: false,
        attributionControl: false,
        // No maxBounds: Leaflet's own pan back inside them would look like a visitor's move.
        worldCopyJump: false,
      });
      mapRef.current = map;
      map.on('moveend', () => {
        // The settled zoom level, for whoever waits for the map to stop (the browser journeys).
        container.dataset.zoom = String(map?.getZoom());
        drawRef.current();
        if (!ownMove.current && fittedFor.current !== null) setMoved(true);
      });
      const tr = translate.current;
      L.control.zoom({ zoomInTitle: tr('map.zoomIn'), zoomOutTitle: tr('map.zoomOut') }).addTo(map);
      L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
      ownMove.current = true;
      map.setView(WORLD_VIEW.center, WORLD_VIEW.zoom, { animate: false });
      ownMove.current = false;
      if (tileUrl) {
        L.tileLayer(tileUrl, {
          minZoom: MAP_MIN_ZOOM,
          maxZoom: MAP_MAX_ZOOM,
          // Tenant configuration is shown as text: the attribution control writes HTML.
          attribution: escapeText(attribution),
          // One world, like the markers and the searched area: no copies left and right of it.
          noWrap: true,
        }).addTo(map);
      } else {
        loadWorld()
          .then((geo) => {
            if (cancelled || !map) return;
            L.geoJSON(geo, {
              interactive: false,
              style: { className: styles.country, weight: 0.6, fillOpacity: 1 },
              attribution: '<a href="https://www.naturalearthdata.com/">Natural Earth</a>',
            })
              .addTo(map)
              .bringToBack();
          })
          .catch(() => {
            // The markers still mean something on a plain background.
          });
      }
      resize = new ResizeObserver(() => {
        ownMove.current = true;
        map?.invalidateSize({ pan: false });
        ownMove.current = false;
      });
      resize.observe(container);
      setMapReady(true);
    });
    return () => {
      cancelled = true;
      resize?.disconnect();
      map?.remove();
      mapRef.current = null;
      layer.current = null;
    };
    // The map is made once; later prop changes reach it through `latest` and the effects below.
  }, []);

  // The map's accessible name, its keyboard hint and the zoom buttons follow the language.
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !mapReady) return;
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', t('map.label'));
    container.setAttribute('aria-describedby', hintId);
    for (const [selector, key] of [
      ['.leaflet-control-zoom-in', 'map.zoomIn'],
      ['.leaflet-control-zoom-out', 'map.zoomOut'],
    ] as const) {
      const button = container.querySelector(selector);
      button?.setAttribute('title', t(key));
      button?.setAttribute('aria-label', t(key));
    }
  }, [mapReady, t, hintId]);

  // Markers and clusters for the current view, reusing what is already drawn so keyboard focus stays put.
  const layer = useRef<{
    group: L.LayerGroup;
    drawn: Map<string, { marker: L.Marker; look: string }>;
  } | null>(null);
  const items = useRef(new Map<string, Item>());
  drawRef.current = () => {
    const map = mapRef.current;
    if (!map) return;
    if (!layer.current) layer.current = { group: L.layerGroup().addTo(map), drawn: new Map() };
    const { group, drawn } = layer.current;
    // The world is drawn once: nothing lies beyond ±180° (see areaCorners).
    const view = map.getBounds().pad(0.25);
    const zoom = Math.round(map.getZoom());
    const selected = latest.current.selected;
    const features = index.getClusters(
      [Math.max(view.getWest(), -180), view.getSouth(), Math.min(view.getEast(), 180), view.getNorth()],
      zoom,
    );
    const next = new Map<string, Item>();
    for (const f of features) {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties;
      if ('cluster' in props && props.cluster) {
        const key = `cluster:${props.cluster_id}`;
        next.set(key, { kind: 'cluster', key, clusterId: props.cluster_id, jobs: props.jobs, lat, lng });
      } else if ('place' in props) {
        const key = `place:${props.place.id}`;
        next.set(key, { kind: 'place', key, place: props.place, lat: props.place.lat, lng: props.place.lng });
      }
    }
    items.current = next;
    const focused = document.activeElement;
    let lostFocus = false;
    for (const [key, entry] of drawn) {
      if (next.has(key)) continue;
      if (entry.marker.getElement() === focused) lostFocus = true;
      group.removeLayer(entry.marker);
      drawn.delete(key);
    }
    for (const item of next.values()) {
      const isSelected = item.kind === 'place' && selected !== null && samePlace(item.place, selected);
      const label =
        item.kind === 'place' ? labels.current!.place(item.place) : labels.current!.cluster(item.jobs);
      const look = `${isSelected}|${selected !== null}|${label}`;
      const existing = drawn.get(item.key);
      if (existing?.look === look) continue;
      const icon = item.kind === 'place' ? placeIcon(isSelected, selected !== null) : clusterIcon(item.jobs);
      if (existing) {
        const hadFocus = existing.marker.getElement() === focused;
        existing.marker.setIcon(icon);
        if (item.kind === 'place')
          existing.marker.setOpacity(pinStyle(isSelected, selected !== null).opacity);
        decorate(existing.marker, label, isSelected);
        existing.look = look;
        if (hadFocus) existing.marker.getElement()?.focus();
        continue;
      }
      const marker = L.marker([item.lat, item.lng], {
        icon,
        keyboard: true,
        title: label,
        riseOnHover: true,
        opacity: item.kind === 'place' ? pinStyle(isSelected, selected !== null).opacity : 1,
        zIndexOffset: isSelected ? 1000 : 0,
      });
      const key = item.key;
      const activate = () => {
        const current = items.current.get(key);
        if (current) activateItem(current);
      };
      marker.on('click', activate);
      marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
        const k = event.originalEvent.key;
        if (k !== 'Enter' && k !== ' ') return;
        event.originalEvent.preventDefault();
        activate();
      });
      marker.addTo(group);
      decorate(marker, label, isSelected);
      drawn.set(key, { marker, look });
    }
    // A pin or cluster that went away while focused hands focus to the map, not to the page's start.
    if (lostFocus) containerRef.current?.focus({ preventScroll: true });
  };

  function activateItem(item: Item) {
    const map = mapRef.current;
    if (!map) return;
    if (item.kind === 'place') {
      latest.current.onSelectPlace({ lat: item.place.lat, lng: item.place.lng });
      return;
    }
    const zoom = Math.min(index.getClusterExpansionZoom(item.clusterId), MAP_MAX_ZOOM);
    map.setView([item.lat, item.lng], Math.max(zoom, map.getZoom() + 1));
  }

  // Redraw when the markers or the selection change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawRef reads the latest index and selection.
  useEffect(() => {
    if (mapReady) drawRef.current();
  }, [mapReady, index, props.selected?.lat, props.selected?.lng, t]);

  // Spec 2 §4 "adjusted on first load": once the markers of a search are in, fit them (with the current
  // location) in view, with spec 2 §9's padding; after that the view is the visitor's.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !mapReady || !props.markersReady || fittedFor.current === props.fitKey) return;
    const first = fittedFor.current === null;
    fittedFor.current = props.fitKey;
    setMoved(false);
    let bounds: L.LatLngBounds | null = null;
    let padding = 0;
    if (first && props.area) {
      bounds = L.latLngBounds([props.area.south, props.area.west], [props.area.north, props.area.east]);
    } else if (first && props.selected) {
      // A shared or reloaded "Map Location" search opens on its place.
      bounds = L.latLngBounds([props.selected, props.selected]);
    } else {
      const points: L.LatLngTuple[] = props.markers.map((m) => [m.lat, m.lng]);
      if (props.currentLocation) points.push([props.currentLocation.lat, props.currentLocation.lng]);
      if (points.length > 0) bounds = L.latLngBounds(points);
      const size = map.getSize();
      // Spec 2 §9's 100 px, but never more than a quarter of a small (phone) map.
      padding = Math.min(MAP_BOUNDS_PADDING_PX, Math.floor(Math.min(size.x, size.y) / 4));
    }
    if (!bounds) return;
    ownMove.current = true;
    map.fitBounds(bounds, { padding: [padding, padding], maxZoom: FIT_MAX_ZOOM, animate: false });
    ownMove.current = false;
  }, [
    mapReady,
    props.fitKey,
    props.markersReady,
    props.markers,
    props.area,
    props.selected,
    props.currentLocation,
  ]);

  // The visitor's own position (a "current location" search), marked with spec 2 §9's id.
  const here = props.currentLocation;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !mapReady || !here) return;
    const marker = L.marker([here.lat, here.lng], {
      icon: L.divIcon({
        className: styles.here,
        iconSize: [CURRENT_LOCATION_PX, CURRENT_LOCATION_PX],
      }),
      keyboard: false,
      interactive: false,
      zIndexOffset: -1000,
    }).addTo(map);
    const element = marker.getElement();
    if (element) {
      element.id = MAP_CURRENT_LOCATION_MARKER_ID;
      element.setAttribute('role', 'img');
      element.setAttribute('aria-label', t('map.currentLocation'));
    }
    return () => {
      marker.remove();
    };
  }, [mapReady, here, t]);

  function searchArea() {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    setMoved(false);
    latest.current.onSearchArea({
      south: b.getSouth(),
      west: b.getWest(),
      north: b.getNorth(),
      east: b.getEast(),
    });
  }

  return (
    <>
      <div ref={containerRef} className={styles.map} />
      <p id={hintId} className={styles.hint}>
        {t('map.keyboardHint')}
      </p>
      {moved ? (
        <button type="button" className={styles.searchArea} onClick={searchArea}>
          <Search aria-hidden size={18} />
          {t('map.searchArea')}
        </button>
      ) : null}
    </>
  );
}

/** Markers name the place and its jobs; the selected one is the current location of the search. */
function decorate(marker: L.Marker, label: string, selected: boolean) {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute('aria-label', label);
  element.title = label;
  if (selected) element.setAttribute('aria-current', 'location');
  else element.removeAttribute('aria-current');
  marker.setZIndexOffset(selected ? 1000 : 0);
}

function samePlace(place: PlacedMarker, point: LatLng): boolean {
  // The URL keeps 5 decimals: compare at that precision.
  return Math.abs(place.lat - point.lat) < 1e-4 && Math.abs(place.lng - point.lng) < 1e-4;
}

function placeIcon(selected: boolean, anySelected: boolean): L.DivIcon {
  const { width, height } = pinStyle(selected, anySelected);
  return L.divIcon({
    className: styles.pin,
    html: pinHtml(),
    iconSize: [width, height],
    iconAnchor: [width / 2, height],
  });
}

function clusterIcon(jobs: number): L.DivIcon {
  const style = styleForCount(jobs);
  const px = style.kind === 'cluster' ? style.px : 76;
  const size = style.kind === 'cluster' ? style.size : 'small';
  return L.divIcon({
    className: `${styles.cluster} ${styles[size] ?? ''}`,
    html: `<span aria-hidden="true">${escapeText(shortCount(jobs))}</span>`,
    iconSize: [px, px],
  });
}
