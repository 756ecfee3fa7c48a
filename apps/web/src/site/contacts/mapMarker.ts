// spec: one custom animated marker, icon 52x48.
export const MARKER_SIZE: [number, number] = [52, 48];

/** A map pin holding a cow's head; the pulse ring is drawn by CSS around its tip. */
export function markerHtml(label: string): string {
  const title = label.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<span class="contacts-marker__pulse" aria-hidden="true"></span>
<svg class="contacts-marker__pin" viewBox="0 0 52 48" width="52" height="48" role="img" aria-label="${title}">
  <path d="M26 47C22 40 12 32 12 19a14 14 0 0 1 28 0c0 13-10 21-14 28z" fill="#a94a28" stroke="#fff" stroke-width="2"/>
  <ellipse cx="17" cy="13" rx="4.5" ry="2.6" fill="#f7f1e3" transform="rotate(-20 17 13)"/>
  <ellipse cx="35" cy="13" rx="4.5" ry="2.6" fill="#f7f1e3" transform="rotate(20 35 13)"/>
  <rect x="19" y="9" width="14" height="16" rx="6.5" fill="#fffdf8"/>
  <path d="M19 15c2-5 6-6 8-5-1 3-4 5-8 5z" fill="#22281f"/>
  <ellipse cx="26" cy="22.5" rx="6.5" ry="4.2" fill="#f2b7a6"/>
  <circle cx="23.6" cy="22.5" r="1" fill="#22281f"/>
  <circle cx="28.4" cy="22.5" r="1" fill="#22281f"/>
  <circle cx="22.5" cy="15.5" r="1.2" fill="#22281f"/>
  <circle cx="29.5" cy="15.5" r="1.2" fill="#22281f"/>
</svg>`;
}
