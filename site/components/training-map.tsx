'use client';
import type * as Leaflet from 'leaflet';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { reloadOnChunkError } from '@/lib/builds/boundary';
import type { MapMarker } from '@/lib/drupal/map';
import { fitView, pointInView, tilesInView, type FitOptions, type Size } from '@/lib/map-view';
import styles from './training-map.module.css';
import { createMarker, createZoomControl, frenchAttributionPrefix, markerName, PIN, ZOOM_BUTTONS } from './training-map-parts';

export type TrainingMapProps = {
  markers: readonly MapMarker[];
  /** Tile server template (`{z}/{x}/{y}`) and its attribution (may hold HTML links). */
  tileUrl: string;
  attribution: string;
  /** Name of the map's region. */
  label?: string;
  className?: string;
};

const noSubscription = () => () => undefined;

/** Resolves in a later task, so the browser can handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How the map frames its markers (Brittany when there is none). */
const FIT: FitOptions = { padding: 48, maxZoom: 12, fallback: { center: { latitude: 48.1, longitude: -2.9 }, zoom: 7 } };
/** What the visitor asked of the preview, done once Leaflet has replaced it. */
type Pending = { kind: 'marker'; id: string; byKeyboard: boolean } | { kind: 'zoom'; step: 1 | -1 } | null;

type Loaded = { L: typeof Leaflet; map: Leaflet.Map; layer: Leaflet.LayerGroup };
/** What had the focus in the preview when Leaflet replaced it: the map itself, or a control's name. */
type Handover = { name: string | null } | null;

function sizeOf(element: HTMLElement): Size {
  return { width: element.clientWidth, height: element.clientHeight };
}

/**
 * The interactive map of the training places. Until the visitor reaches for it (pointer over it,
 * a touch, the keyboard focus), it is a preview: the same tiles and markers, placed by
 * `lib/map-view.ts` as Leaflet would place them, without Leaflet. Leaflet (about 40 kB and a few
 * hundred milliseconds of a phone's processor) is then loaded and takes over the same view; what the
 * visitor pressed in the preview (a marker, a zoom button) is done, and the focus kept. No other page
 * downloads Leaflet. The list of places beside the map is the equivalent for whoever cannot use it;
 * the map itself is a named, keyboard-usable region.
 */
export function TrainingMap({ markers, tileUrl, attribution, label = 'Carte des lieux de formation', className }: TrainingMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [wanted, setWanted] = useState(false);
  const [leaflet, setLeaflet] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const pending = useRef<Pending>(null);
  const handover = useRef<Handover>(null);
  const latestMarkers = useRef(markers);
  useEffect(() => {
    latestMarkers.current = markers;
  }, [markers]);
  // Leaflet's own test (`L.Browser.retina`), for its `detectRetina` tiles.
  const retina = useSyncExternalStore(noSubscription, () => window.devicePixelRatio > 1, () => false);
  // 'idle' on the server and until the map is measured, when only the no-JavaScript message applies.
  const status = leaflet ? 'ready' : failed ? 'failed' : wanted ? 'loading' : size ? 'preview' : 'idle';
  const hintId = useId();

  // The preview follows the size of the map (Leaflet does, once loaded). Measured by the observer's
  // first report, after the browser's own layout: reading the size here would force that layout in
  // the middle of hydration, one more long task on a phone.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const measure = () =>
      setSize((previous) => {
        const next = sizeOf(container);
        return previous && previous.width === next.width && previous.height === next.height ? previous : next;
      });
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let map: Leaflet.Map | null = null;
    let observer: ResizeObserver | null = null;
    import('./leaflet-runtime')
      .then(async ({ L }) => {
        // Leaflet's evaluation and the map's creation are two tasks, not one long task that would
        // keep a phone from answering a tap.
        await nextTask();
        const container = containerRef.current;
        if (cancelled || !container) return;
        // The view of the preview, so that nothing moves when Leaflet takes over.
        const view = fitView(latestMarkers.current, sizeOf(container), FIT);
        map = L.map(container, {
          zoomControl: false,
          center: [view.center.latitude, view.center.longitude],
          zoom: view.zoom,
          scrollWheelZoom: false,
        });
        map.attributionControl.setPrefix(frenchAttributionPrefix);
        // detectRetina: on a dense screen (phones), tiles of the next zoom level at half size, so
        // the 256 px tiles are not blurred (Lighthouse: "Serves images with low resolution").
        L.tileLayer(tileUrl, { attribution, maxZoom: 18, detectRetina: true }).addTo(map);
        createZoomControl(L, styles).addTo(map);
        const layer = L.layerGroup().addTo(map);
        const current = map;
        observer = new ResizeObserver(() => current.invalidateSize());
        observer.observe(container);
        // Read now: the preview, and the element that has the focus in it, go with this render.
        const active = document.activeElement;
        handover.current =
          active === container
            ? { name: null }
            : active instanceof HTMLElement && container.contains(active)
              ? { name: active.getAttribute('aria-label') }
              : null;
        setLeaflet({ L, map, layer });
      })
      .catch((error: unknown) => {
        console.error('Loading the map failed:', error);
        // A chunk of a build the server no longer has (a deployment since the page was opened):
        // the page reloads once, as for any other chunk (lib/builds/client.ts, its 10 s guard).
        reloadOnChunkError(error);
        if (cancelled) return;
        // Said over the preview; the visitor's next gesture tries again (webpack forgets a chunk
        // that failed to load).
        pending.current = null;
        setFailed(true);
        setWanted(false);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      map?.remove();
      setLeaflet(null);
    };
  }, [wanted, tileUrl, attribution]);

  useEffect(() => {
    if (!leaflet) return;
    const { L, map, layer } = leaflet;
    layer.clearLayers();
    const openers = new Map<string, (byKeyboard: boolean) => void>();
    for (const marker of markers) {
      const { layer: pin, open } = createMarker(L, marker, styles);
      pin.addTo(layer);
      openers.set(marker.id, open);
    }
    if (markers.length > 0) {
      const bounds = L.latLngBounds(markers.map((m) => [m.latitude, m.longitude] as [number, number]));
      map.fitBounds(bounds, { padding: [FIT.padding, FIT.padding], maxZoom: FIT.maxZoom });
    } else {
      map.setView([FIT.fallback.center.latitude, FIT.fallback.center.longitude], FIT.fallback.zoom);
    }
    // Hand over from the preview (once): the focus to the same control, then what was asked of it.
    const focused = handover.current;
    handover.current = null;
    if (focused) {
      const container = map.getContainer();
      if (focused.name === null) {
        // Leaflet's keyboard handler starts on the focus event, which has already happened.
        container.dispatchEvent(new FocusEvent('focus'));
      } else {
        const twin = [...container.querySelectorAll<HTMLElement>('[aria-label]')].find(
          (node) => node.getAttribute('aria-label') === focused.name,
        );
        twin?.focus();
      }
    }
    const asked = pending.current;
    pending.current = null;
    if (asked?.kind === 'marker') openers.get(asked.id)?.(asked.byKeyboard);
    else if (asked?.kind === 'zoom') map.setZoom(map.getZoom() + asked.step);
  }, [leaflet, markers]);

  const view = size && size.width > 0 ? fitView(markers, size, FIT) : null;
  const want = () => {
    if (wanted) return;
    setFailed(false);
    setWanted(true);
  };
  const ask = (action: Pending) => {
    pending.current = action;
    want();
  };

  return (
    <div className={className ? `${styles.wrapper} ${className}` : styles.wrapper}>
      <div
        ref={containerRef}
        className={styles.map}
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        aria-busy={status === 'loading'}
        // Leaflet makes it focusable too, for its arrow keys.
        tabIndex={0}
        onPointerEnter={want}
        onPointerDown={want}
        onFocus={want}
      >
        {leaflet || !view || !size ? null : (
          <div className={styles.preview}>
            {tilesInView(tileUrl, view, size, retina).map((tile) => (
              // Tiles come from the tile server as they are, as Leaflet's do (no image optimisation).
              // eslint-disable-next-line @next/next/no-img-element
              <img
                key={tile.key}
                className={styles.previewTile}
                src={tile.url}
                alt=""
                width={tile.size}
                height={tile.size}
                decoding="async"
                style={{ left: tile.left, top: tile.top }}
                // Shown once loaded, as Leaflet does: a tile that fails leaves the background, not a
                // broken image.
                onLoad={(event) => {
                  event.currentTarget.dataset['loaded'] = 'true';
                }}
              />
            ))}
            {markers.map((marker) => {
              const point = pointInView(marker, view, size);
              const name = markerName(marker);
              return (
                <button
                  key={marker.id}
                  type="button"
                  className={`${styles.marker} ${styles.previewMarker}`}
                  style={{ left: point.x - PIN.width / 2, top: point.y - PIN.height, width: PIN.width, height: PIN.height }}
                  aria-label={name}
                  title={name}
                  data-place={marker.id}
                  // `detail` is 0 for a click made with the keyboard.
                  onClick={(event) => ask({ kind: 'marker', id: marker.id, byKeyboard: event.detail === 0 })}
                >
                  <span className={styles.pin} aria-hidden="true" />
                </button>
              );
            })}
            <div className={styles.previewControls}>
              <div className={styles.zoom}>
                {([[ZOOM_BUTTONS.in, 1], [ZOOM_BUTTONS.out, -1]] as const).map(([{ label: zoomLabel, symbol }, step]) => (
                  <button key={step} type="button" className={styles.zoomButton} aria-label={zoomLabel} title={zoomLabel} onClick={() => ask({ kind: 'zoom', step })}>
                    <span aria-hidden="true">{symbol}</span>
                  </button>
                ))}
              </div>
            </div>
            <div className={styles.previewCredits}>
              <div
                className={styles.previewAttribution}
                // Leaflet's own markup of the credits (the attribution is configuration, not content).
                dangerouslySetInnerHTML={{ __html: `${frenchAttributionPrefix} <span aria-hidden="true">|</span> ${attribution}` }}
              />
            </div>
          </div>
        )}
      </div>
      <p id={hintId} className={styles.hint}>
        Carte interactive : flèches pour la déplacer, + et − pour zoomer, Tab pour atteindre les repères. La liste
        des lieux présente les mêmes informations.
      </p>
      {status === 'idle' ? (
        <p className={styles.overlay}>
          <noscript>La carte nécessite JavaScript ; la liste des lieux présente les mêmes informations.</noscript>
        </p>
      ) : status === 'failed' ? (
        <p className={styles.overlay}>La carte interactive n’a pas pu être chargée ; la liste des lieux présente les mêmes informations.</p>
      ) : null}
    </div>
  );
}
