import type { Role } from "@shelter/contract";

/** The roles' names on the screens (issue 23). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: "Адміністратор",
  editor: "Редактор",
  bookings: "Бронювання",
};

/** Who may open each part of the back office; the server checks the same on every call. */
export const SECTION_ROLES = {
  content: ["admin", "editor"],
  bookings: ["admin", "bookings"],
  adminOnly: ["admin"],
  everyone: ["admin", "editor", "bookings"],
} as const satisfies Record<string, readonly Role[]>;
export type Section = keyof typeof SECTION_ROLES;

export function mayOpen(role: Role | undefined, section: Section): boolean {
  return role !== undefined && (SECTION_ROLES[section] as readonly Role[]).includes(role);
}

/** Where a role starts: the news for those who write them, the bookings for the bookings desk. */
export function homeOf(role: Role | undefined): string {
  return role === "bookings" ? "/admin/bookings" : "/admin/";
}
