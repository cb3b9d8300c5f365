/**
 * The pieces of the training map built with Leaflet's own API. Leaflet is passed in (never
 * imported here), so this module stays out of every bundle until the map has loaded Leaflet.
 */
import type * as Leaflet from 'leaflet';
import type { MapMarker } from '@/lib/drupal/map';

type Styles = Readonly<Record<string, string>>;

/** Leaflet's credit, titled in French, without the (decorative) flag. */
export const frenchAttributionPrefix =
  '<a href="https://leafletjs.com" title="Bibliothèque de cartes interactives Leaflet">Leaflet</a>';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('fr-FR')} ${count > 1 ? many : one}`;
}

/** The popup of a place, built as DOM nodes (never HTML strings: the texts come from the cms). */
function popupContent(marker: MapMarker, styles: Styles): HTMLElement {
  const root = element('div', styles['popup']);
  const title = element('p', styles['popupTitle']);
  const link = element('a', undefined, marker.title);
  link.href = marker.path;
  title.append(link);
  const address = element('p', styles['popupText']);
  address.append(marker.address, element('br'), `${marker.postalCode} ${marker.city}`.trim());
  root.append(title, address);
  if (marker.formationCount > 0) {
    root.append(element('p', styles['popupText'], plural(marker.formationCount, 'formation', 'formations')));
  }
  return root;
}

/**
 * The accessible name of a place's marker. The preview of the map (training-map.tsx) gives its own
 * controls the same names as Leaflet's: the focus passes from one to its twin by name.
 */
export const markerName = (marker: MapMarker) => `${marker.title}, ${marker.city}`;

/** The marker's icon, in pixels: its bottom middle touches the place. */
export const PIN = { width: 32, height: 40 } as const;

/** The zoom buttons: names (shared with the preview, see `markerName`) and symbols. */
export const ZOOM_BUTTONS = {
  in: { label: 'Zoom avant', symbol: '+' },
  out: { label: 'Zoom arrière', symbol: '−' },
} as const;

/**
 * A marker drawn with CSS (a `divIcon`: no image path for the bundler to break), focusable and
 * named after the place; Enter opens its popup, whose link then takes the focus, and closing the
 * popup gives the focus back to the marker. `open` does what a click (or, `byKeyboard`, Enter) does.
 */
export function createMarker(
  L: typeof Leaflet,
  marker: MapMarker,
  styles: Styles,
): { layer: Leaflet.Marker; open: (byKeyboard: boolean) => void } {
  const name = markerName(marker);
  const icon = L.divIcon({
    className: styles['marker'] ?? '',
    html: `<span class="${styles['pin'] ?? ''}" aria-hidden="true"></span>`,
    iconSize: [PIN.width, PIN.height],
    iconAnchor: [PIN.width / 2, PIN.height],
    popupAnchor: [0, -36],
  });
  const layer = L.marker([marker.latitude, marker.longitude], { icon, title: name, keyboard: true, riseOnHover: true });
  layer.bindPopup(() => popupContent(marker, styles), { closeButton: true });
  let openedByKeyboard = false;
  layer.on('add', () => {
    const node = layer.getElement();
    node?.setAttribute('aria-label', name);
    // As on the marker of the preview (training-map.tsx).
    if (node) node.dataset['place'] = marker.id;
    node?.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        openedByKeyboard = true;
        if (event.key === ' ') {
          event.preventDefault();
          layer.openPopup();
        }
      }
    });
  });
  layer.on('popupopen', (event) => {
    const popup = event.popup.getElement();
    const close = popup?.querySelector<HTMLElement>('.leaflet-popup-close-button');
    close?.setAttribute('aria-label', 'Fermer');
    close?.setAttribute('title', 'Fermer');
    // Leaflet closes popups on Escape only while the map itself has the focus. (The popup's
    // element is kept between openings: listen once.)
    if (popup && !popup.dataset['escape']) {
      popup.dataset['escape'] = 'close';
      popup.addEventListener('keydown', (keyboard) => {
        if (keyboard.key === 'Escape') layer.closePopup();
      });
    }
    if (openedByKeyboard) popup?.querySelector<HTMLElement>('a[href]:not(.leaflet-popup-close-button)')?.focus();
  });
  layer.on('popupclose', () => {
    if (openedByKeyboard) layer.getElement()?.focus();
    openedByKeyboard = false;
  });
  const open = (byKeyboard: boolean) => {
    openedByKeyboard = byKeyboard;
    layer.openPopup();
  };
  return { layer, open };
}

/** Zoom buttons that are real `<button>`s (Leaflet's are links), with French names. */
export function createZoomControl(L: typeof Leaflet, styles: Styles): Leaflet.Control {
  const control = new L.Control({ position: 'topright' });
  control.onAdd = (map: Leaflet.Map) => {
    const root = element('div', styles['zoom']);
    const button = (label: string, symbol: string, action: () => void) => {
      const node = element('button', styles['zoomButton']);
      node.type = 'button';
      node.setAttribute('aria-label', label);
      node.title = label;
      node.append(element('span', undefined, symbol));
      node.firstElementChild?.setAttribute('aria-hidden', 'true');
      node.addEventListener('click', () => {
        if (node.getAttribute('aria-disabled') !== 'true') action();
      });
      return node;
    };
    const zoomIn = button(ZOOM_BUTTONS.in.label, ZOOM_BUTTONS.in.symbol, () => map.zoomIn());
    const zoomOut = button(ZOOM_BUTTONS.out.label, ZOOM_BUTTONS.out.symbol, () => map.zoomOut());
    const update = () => {
      zoomIn.setAttribute('aria-disabled', String(map.getZoom() >= map.getMaxZoom()));
      zoomOut.setAttribute('aria-disabled', String(map.getZoom() <= map.getMinZoom()));
    };
    map.on('zoomend zoomlevelschange', update);
    update();
    root.append(zoomIn, zoomOut);
    L.DomEvent.disableClickPropagation(root);
    return root;
  };
  return control;
}
