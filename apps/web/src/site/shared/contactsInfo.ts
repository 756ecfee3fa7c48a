import type { Contact } from "@shelter/contract/page";

/** spec: the map is centred near latitude 48.33, longitude 28.13 at zoom 13. */
export const SHELTER_POSITION: [number, number] = [48.33, 28.13];
export const MAP_ZOOM = 13;

/** spec: placeholder values when the contacts call gives no contact. */
export const FALLBACK_CONTACT = { email: "info@example.com", phone: "+380 00 000 00 00" };

export const OPEN_STREET_MAP_URL = `https://www.openstreetmap.org/?mlat=${SHELTER_POSITION[0]}&mlon=${SHELTER_POSITION[1]}#map=15/${SHELTER_POSITION[0]}/${SHELTER_POSITION[1]}`;

/** The first contact's e-mail and phone (spec: only the first is used), else the placeholders. */
export function shownContact(list: unknown): { email: string; phone: string } {
  // spec §7: anything the contacts call gives that is not a list counts as empty.
  const first = Array.isArray(list) ? (list[0] as Partial<Contact> | undefined) : undefined;
  return {
    email: first?.email?.trim() || FALLBACK_CONTACT.email,
    phone: first?.phone?.trim() || FALLBACK_CONTACT.phone,
  };
}

/** A phone number as a tel: address. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
