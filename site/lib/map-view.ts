/**
 * The arithmetic of a slippy map, without Leaflet: Web Mercator projection, the view that frames a
 * set of points, and the tiles that cover it. It reproduces what Leaflet 1.9 computes for
 * `L.map(...).fitBounds(bounds, { padding, maxZoom })` with a `detectRetina` tile layer, so that the
 * map's preview (drawn before Leaflet is loaded) and the Leaflet map that replaces it show the same
 * tiles at the same places.
 */

export type LatLng = { latitude: number; longitude: number };
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };
export type MapView = { center: LatLng; zoom: number };

export type Tile = { key: string; url: string; left: number; top: number; size: number };

const TILE_SIZE = 256;
/** Leaflet's limit of the spherical Mercator projection. */
const MAX_LATITUDE = 85.0511287798;

/** The pixel of a point at a zoom level, the world being 256 × 2^zoom pixels wide (EPSG:3857). */
export function project({ latitude, longitude }: LatLng, zoom: number): Point {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(Math.min(MAX_LATITUDE, latitude), -MAX_LATITUDE) * Math.PI) / 180);
  return {
    x: scale * (longitude / 360 + 0.5),
    y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

/** The inverse of `project`. */
export function unproject({ x, y }: Point, zoom: number): LatLng {
  const scale = TILE_SIZE * 2 ** zoom;
  const mercator = (0.5 - y / scale) * 2 * Math.PI;
  return { latitude: ((2 * Math.atan(Math.exp(mercator)) - Math.PI / 2) * 180) / Math.PI, longitude: (x / scale - 0.5) * 360 };
}

export type FitOptions = {
  /** Margin kept free around the points, in pixels, on each side. */
  padding: number;
  /** The closest zoom the framing may choose. */
  maxZoom: number;
  /** The view when there is no point. */
  fallback: MapView;
};

/** The view that shows every point, as Leaflet's `fitBounds` (zoom snapped to whole levels). */
export function fitView(points: readonly LatLng[], size: Size, { padding, maxZoom, fallback }: FitOptions): MapView {
  if (points.length === 0) return fallback;
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  const southWest = { latitude: Math.min(...latitudes), longitude: Math.min(...longitudes) };
  const northEast = { latitude: Math.max(...latitudes), longitude: Math.max(...longitudes) };
  // Measured at zoom 0; scaling by 2 doubles the size, so the zoom that fits is a logarithm.
  const low = project(southWest, 0);
  const high = project(northEast, 0);
  const scale = Math.min((size.width - 2 * padding) / (high.x - low.x), (size.height - 2 * padding) / (low.y - high.y));
  let zoom = Math.log2(scale);
  zoom = Number.isFinite(zoom) ? Math.floor(Math.round(zoom * 100) / 100) : maxZoom;
  zoom = Math.max(0, Math.min(maxZoom, zoom));
  const a = project(southWest, zoom);
  const b = project(northEast, zoom);
  return { zoom, center: unproject({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, zoom) };
}

/** The pixel (at the view's zoom) drawn at the top-left corner of a map of this size. */
export function pixelOrigin(view: MapView, size: Size): Point {
  const center = project(view.center, view.zoom);
  return { x: Math.round(center.x - size.width / 2), y: Math.round(center.y - size.height / 2) };
}

/** Where a point is drawn in a map of this size showing this view, from its top-left corner. */
export function pointInView(point: LatLng, view: MapView, size: Size): Point {
  const origin = pixelOrigin(view, size);
  const projected = project(point, view.zoom);
  return { x: Math.round(projected.x) - origin.x, y: Math.round(projected.y) - origin.y };
}

/** Fills a tile URL template as Leaflet does: `{z}`, `{x}`, `{y}`, `{s}` (subdomains a, b, c), `{r}`. */
export function tileUrl(template: string, x: number, y: number, z: number, retina: boolean): string {
  const values: Record<string, string> = { x: String(x), y: String(y), z: String(z), s: 'abc'[Math.abs(x + y) % 3] ?? 'a', r: retina ? '@2x' : '' };
  return template.replace(/\{ *([\w_-]+) *\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * The tiles that cover a map of this size, positioned from its top-left corner. On a dense screen
 * (`retina`), tiles of the next zoom level drawn at half size, as Leaflet's `detectRetina` does.
 */
export function tilesInView(template: string, view: MapView, size: Size, retina: boolean): Tile[] {
  const tileSize = retina ? TILE_SIZE / 2 : TILE_SIZE;
  const urlZoom = retina ? view.zoom + 1 : view.zoom;
  const origin = pixelOrigin(view, size);
  const center = project(view.center, view.zoom);
  const centerX = Math.floor(center.x);
  const centerY = Math.floor(center.y);
  const minX = Math.floor((centerX - size.width / 2) / tileSize);
  const maxX = Math.ceil((centerX + size.width / 2) / tileSize) - 1;
  const minY = Math.floor((centerY - size.height / 2) / tileSize);
  const maxY = Math.ceil((centerY + size.height / 2) / tileSize) - 1;
  const count = 2 ** urlZoom;
  const tiles: Tile[] = [];
  for (let y = Math.max(0, minY); y <= Math.min(count - 1, maxY); y++) {
    for (let x = minX; x <= maxX; x++) {
      const wrapped = ((x % count) + count) % count;
      tiles.push({
        key: `${urlZoom}/${x}/${y}`,
        url: tileUrl(template, wrapped, y, urlZoom, retina),
        left: x * tileSize - origin.x,
        top: y * tileSize - origin.y,
        size: tileSize,
      });
    }
  }
  return tiles;
}
