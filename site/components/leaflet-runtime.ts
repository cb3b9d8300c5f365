/**
 * Leaflet and its stylesheet, one lazy chunk: `training-map.tsx` imports this module when the
 * visitor reaches for the map, so that neither is on the page's critical path (the stylesheet
 * would otherwise block the first paint of the map page).
 */
import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';

export { L };
