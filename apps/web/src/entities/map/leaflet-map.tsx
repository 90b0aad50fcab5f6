import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';

/* Leaflet guesses its marker images' folder from its CSS; with Vite the files are hashed assets. */
const MARKER = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export interface LeafletMapProps {
  lat: number;
  lng: number;
  label: string;
  tileUrl: string;
  attribution: string;
  maxZoom: number;
  /** Called with false on the first tile that fails to load, and true once one loads. */
  onTiles: (ok: boolean) => void;
  zoomInLabel: string;
  zoomOutLabel: string;
}

/** The interactive map (Leaflet), loaded only by pages that show one. */
export default function LeafletMap({
  lat,
  lng,
  label,
  tileUrl,
  attribution,
  maxZoom,
  onTiles,
  zoomInLabel,
  zoomOutLabel,
}: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const report = useRef(onTiles);
  useEffect(() => {
    report.current = onTiles;
  }, [onTiles]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, {
      center: [lat, lng],
      zoom: Math.min(14, maxZoom),
      // A page scroll must not zoom the map; buttons, pinch and double-click still do.
      scrollWheelZoom: false,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: zoomInLabel, zoomOutTitle: zoomOutLabel }).addTo(map);
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom });
    tiles.on('tileerror', () => report.current(false));
    tiles.on('tileload', () => report.current(true));
    tiles.addTo(map);
    L.marker([lat, lng], { icon: MARKER, title: label, alt: label, keyboard: true }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lng, label, tileUrl, attribution, maxZoom, zoomInLabel, zoomOutLabel]);

  return <div ref={container} className="size-full" data-testid="leaflet-map" />;
}
