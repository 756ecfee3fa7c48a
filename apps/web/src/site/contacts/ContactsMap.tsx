import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import { MAP_ZOOM, SHELTER_POSITION } from "../shared/contactsInfo.ts";
import { MARKER_SIZE, markerHtml } from "./mapMarker.ts";
import "./ContactsMap.css";

interface ContactsMapProps {
  markerLabel: string;
  /** The name of the map itself, which Leaflet puts in the tab order for its keyboard controls. */
  label: string;
  onReady: () => void;
}

/** The Leaflet map of the shelter, loaded only when the contacts section comes near. */
export default function ContactsMap({ markerLabel, label, onReady }: ContactsMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, {
      center: SHELTER_POSITION,
      zoom: MAP_ZOOM,
      // spec: scroll-wheel zoom disabled, so the page scrolls past the map.
      scrollWheelZoom: false,
    });
    // Tiles may not load (offline, blocked): the box's own drawing stays visible beneath them.
    L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
      maxZoom: 19,
      attribution:
        '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>',
    }).addTo(map);
    L.marker(SHELTER_POSITION, {
      icon: L.divIcon({
        className: "contacts-marker",
        html: markerHtml(markerLabel),
        iconSize: MARKER_SIZE,
        iconAnchor: [MARKER_SIZE[0] / 2, MARKER_SIZE[1]],
      }),
      interactive: false,
      keyboard: false,
    }).addTo(map);
    onReadyRef.current();
    return () => {
      map.remove();
    };
  }, [markerLabel]);

  // Focused, the map takes the arrow keys and + and − itself: an application to a screen reader.
  return (
    <div ref={element} className="contacts-map__leaflet" role="application" aria-label={label} />
  );
}
