'use client';
// Leaflet's stylesheet rides with this island, which only the map page imports.
import 'leaflet/dist/leaflet.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { MapMarker } from '@/lib/drupal/map';
import styles from './training-map.module.css';
import { createMarker, createZoomControl, frenchAttributionPrefix } from './training-map-parts';

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

/** Brittany, when there is no marker to frame. */
const DEFAULT_CENTER: [number, number] = [48.1, -2.9];
const DEFAULT_ZOOM = 7;

/**
 * The interactive map of the training places. Leaflet is imported only once this component runs
 * in the browser, so no other page downloads it. The list of places beside the map is the
 * equivalent for whoever cannot use it; the map itself is a named, keyboard-usable region.
 */
export function TrainingMap({ markers, tileUrl, attribution, label = 'Carte des lieux de formation', className }: TrainingMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<{ L: typeof Leaflet; map: Leaflet.Map; layer: Leaflet.LayerGroup } | null>(null);
  const [failed, setFailed] = useState(false);
  // `false` on the server and before hydration, when only the no-JavaScript message can apply.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const status = leaflet ? 'ready' : failed ? 'failed' : hydrated ? 'loading' : 'idle';
  const hintId = useId();

  useEffect(() => {
    let cancelled = false;
    let map: Leaflet.Map | null = null;
    let observer: ResizeObserver | null = null;
    import('leaflet').then(async (L) => {
      // Leaflet's evaluation, the map's creation and its tiles are three tasks, not one long task
      // that would keep a phone from answering a tap (Lighthouse: Total Blocking Time).
      await nextTask();
      const container = containerRef.current;
      if (cancelled || !container) return;
      map = L.map(container, { zoomControl: false, center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM, scrollWheelZoom: false });
      map.attributionControl.setPrefix(frenchAttributionPrefix);
      await nextTask();
      if (cancelled) return;
      // detectRetina: on a dense screen (phones), tiles of the next zoom level at half size, so
      // the 256 px tiles are not blurred (Lighthouse: "Serves images with low resolution").
      L.tileLayer(tileUrl, { attribution, maxZoom: 18, detectRetina: true }).addTo(map);
      createZoomControl(L, styles).addTo(map);
      const layer = L.layerGroup().addTo(map);
      const current = map;
      observer = new ResizeObserver(() => current.invalidateSize());
      observer.observe(container);
      setLeaflet({ L, map, layer });
    }).catch((error: unknown) => {
      console.error('Loading the map failed:', error);
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      map?.remove();
      setLeaflet(null);
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    if (!leaflet) return;
    const { L, map, layer } = leaflet;
    layer.clearLayers();
    for (const marker of markers) createMarker(L, marker, styles).addTo(layer);
    if (markers.length > 0) {
      const bounds = L.latLngBounds(markers.map((m) => [m.latitude, m.longitude] as [number, number]));
      map.fitBounds(bounds, { padding: [48, 48], maxZoom: 12 });
    } else {
      map.setView(DEFAULT_CENTER, DEFAULT_ZOOM);
    }
  }, [leaflet, markers]);

  return (
    <div className={className ? `${styles.wrapper} ${className}` : styles.wrapper}>
      <div ref={containerRef} className={styles.map} role="region" aria-label={label} aria-describedby={hintId} />
      <p id={hintId} className={styles.hint}>
        Carte interactive : flèches pour la déplacer, + et − pour zoomer, Tab pour atteindre les repères. La liste
        des lieux présente les mêmes informations.
      </p>
      {status === 'ready' ? null : (
        <p className={styles.overlay}>
          {status === 'idle' ? (
            <noscript>La carte nécessite JavaScript ; la liste des lieux présente les mêmes informations.</noscript>
          ) : status === 'loading' ? (
            'Chargement de la carte…'
          ) : (
            'La carte n’a pas pu être chargée ; la liste des lieux présente les mêmes informations.'
          )}
        </p>
      )}
    </div>
  );
}
