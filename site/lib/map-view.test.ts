// @vitest-environment jsdom
import type * as Leaflet from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitView, pointInView, project, tilesInView, tileUrl, unproject, type LatLng, type MapView, type Size } from './map-view';

/** The places of the demo content (cms/src/content/demo/lieux.ts), spread over Brittany. */
const PLACES: LatLng[] = [
  ['48.117266', '-1.677793'], ['48.649518', '-2.026041'], ['48.351828', '-1.199250'], ['48.124073', '-1.209224'],
  ['47.658236', '-2.760847'], ['47.748252', '-3.370238'], ['47.997542', '-4.097899'], ['48.390394', '-4.486076'],
  ['48.514030', '-2.765239'], ['48.732084', '-3.459144'],
].map(([latitude, longitude]) => ({ latitude: Number(latitude), longitude: Number(longitude) }));
const FALLBACK: MapView = { center: { latitude: 48.1, longitude: -2.9 }, zoom: 7 };
const TEMPLATE = 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png';

type LeafletMap = { L: typeof Leaflet; map: Leaflet.Map; container: HTMLDivElement };

/** Leaflet 1.9 itself, in jsdom, on a container of this size (jsdom has no layout: the size is set). */
async function leafletMap(size: Size, pixelRatio: number, view: MapView): Promise<LeafletMap> {
  vi.resetModules();
  Object.defineProperty(window, 'devicePixelRatio', { value: pixelRatio, configurable: true });
  const L = (await import('leaflet')).default;
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: size.width });
  Object.defineProperty(container, 'clientHeight', { value: size.height });
  document.body.append(container);
  // As site/components/training-map.tsx creates it.
  const map = L.map(container, { zoomControl: false, center: [view.center.latitude, view.center.longitude], zoom: view.zoom });
  L.tileLayer(TEMPLATE, { maxZoom: 18, detectRetina: true }).addTo(map);
  return { L, map, container };
}

function leafletFit({ L, map }: LeafletMap, points: readonly LatLng[]): void {
  if (points.length === 0) return;
  map.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as [number, number])), { padding: [48, 48], maxZoom: 12, animate: false });
}

/** The tiles Leaflet shows, with their position from the map's top-left corner. */
function leafletTiles({ container }: LeafletMap) {
  const level = [...container.querySelectorAll<HTMLElement>('.leaflet-tile-container')].find((node) => node.style.zIndex === '18' || node.childElementCount > 0);
  if (!level) throw new Error('No tile level.');
  const offset = { x: parseFloat(level.style.left || '0'), y: parseFloat(level.style.top || '0') };
  return [...level.querySelectorAll<HTMLImageElement>('img.leaflet-tile')]
    .map((img) => ({ url: img.src, left: parseFloat(img.style.left) + offset.x, top: parseFloat(img.style.top) + offset.y, size: parseFloat(img.style.width) }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('project / unproject', () => {
  it('maps the world onto 256 × 2^zoom pixels, Greenwich and the equator in the middle', () => {
    expect(project({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ latitude: 0, longitude: -180 }, 3).x).toBe(0);
    expect(project({ latitude: 0, longitude: 180 }, 3).x).toBe(2048);
  });

  it('round-trips a point', () => {
    const point = unproject(project(PLACES[0]!, 11), 11);
    expect(point.latitude).toBeCloseTo(PLACES[0]!.latitude, 9);
    expect(point.longitude).toBeCloseTo(PLACES[0]!.longitude, 9);
  });
});

describe('tileUrl', () => {
  it('fills the template as Leaflet does', () => {
    expect(tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', 62, 44, 7, true)).toBe('https://tile.openstreetmap.org/7/62/44.png');
    expect(tileUrl(TEMPLATE, 1, 1, 3, true)).toBe('https://c.tiles.example/3/1/1@2x.png');
    expect(tileUrl('/t/{z}/{x}/{y}?k={key}', 0, 0, 0, false)).toBe('/t/0/0/0?k={key}');
  });
});

describe('the preview matches the Leaflet map that replaces it', () => {
  const cases: Array<[string, readonly LatLng[], Size, number]> = [
    ['every place on a phone (dense screen)', PLACES, { width: 412, height: 420 }, 2],
    ['every place on a wide screen', PLACES, { width: 1280, height: 700 }, 1],
    ['two places, a narrow map', PLACES.slice(0, 2), { width: 320, height: 360 }, 1.75],
    ['one place', PLACES.slice(2, 3), { width: 600, height: 400 }, 1],
    ['no place', [], { width: 500, height: 500 }, 2],
  ];

  it.each(cases)('%s: the framing is the one of Leaflet’s fitBounds', async (_name, points, size, pixelRatio) => {
    const leaflet = await leafletMap(size, pixelRatio, FALLBACK);
    leafletFit(leaflet, points);
    const view = fitView(points, size, { padding: 48, maxZoom: 12, fallback: FALLBACK });
    expect(view.zoom).toBe(leaflet.map.getZoom());
    // Within a pixel: Leaflet pans by whole pixels when the zoom does not change.
    const mine = project(view.center, view.zoom);
    const theirs = leaflet.map.project(leaflet.map.getCenter(), view.zoom);
    expect(Math.abs(mine.x - theirs.x)).toBeLessThan(1);
    expect(Math.abs(mine.y - theirs.y)).toBeLessThan(1);
    leaflet.map.remove();
  });

  it.each(cases)('%s: Leaflet started on that view draws the same tiles and markers', async (_name, points, size, pixelRatio) => {
    const view = fitView(points, size, { padding: 48, maxZoom: 12, fallback: FALLBACK });
    const leaflet = await leafletMap(size, pixelRatio, view);
    // The map frames its markers once they are added: already framed, it does not move.
    leafletFit(leaflet, points);
    expect(leaflet.map.getZoom()).toBe(view.zoom);
    const center = leaflet.map.project(leaflet.map.getCenter(), view.zoom);
    expect(center.x).toBeCloseTo(project(view.center, view.zoom).x, 6);
    expect(center.y).toBeCloseTo(project(view.center, view.zoom).y, 6);

    const tiles = tilesInView(TEMPLATE, view, size, pixelRatio > 1)
      .map(({ url, left, top, size: tileSize }) => ({ url, left, top, size: tileSize }))
      .sort((a, b) => a.url.localeCompare(b.url));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles).toEqual(leafletTiles(leaflet));

    for (const point of points) {
      const marker = leaflet.map.latLngToLayerPoint([point.latitude, point.longitude]).round();
      expect(pointInView(point, view, size)).toEqual({ x: marker.x, y: marker.y });
    }
    leaflet.map.remove();
  });

  it('every point of the framing is inside the map, clear of the padding', () => {
    const size = { width: 412, height: 420 };
    const view = fitView(PLACES, size, { padding: 48, maxZoom: 12, fallback: FALLBACK });
    for (const point of PLACES) {
      const { x, y } = pointInView(point, view, size);
      expect(x).toBeGreaterThanOrEqual(47);
      expect(x).toBeLessThanOrEqual(size.width - 47);
      expect(y).toBeGreaterThanOrEqual(47);
      expect(y).toBeLessThanOrEqual(size.height - 47);
    }
  });
});
