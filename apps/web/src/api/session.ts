import { type Session, sessionSchema } from "@shelter/contract";

// spec §3/§4: the token, the user data and the user's e-mail are kept locally under these keys.
const TOKEN_KEY = "token";
const USER_KEY = "user";
const USER_EMAIL_KEY = "userEmail";

export type SessionUser = Session["user"];

export function savedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The saved user, or null when there is none or it is corrupt (spec: corrupt data discarded). */
export function savedUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const parsed = sessionSchema.shape.user.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // falls through to discarding it
  }
  localStorage.removeItem(USER_KEY);
  return null;
}

export function saveSession(session: Session): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  localStorage.setItem(USER_EMAIL_KEY, session.user.email);
}

export function clearSavedSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(USER_EMAIL_KEY);
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called by the client on any 401 answer to an authorised call (spec §8: token removed, /login). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function reportUnauthorized(): void {
  clearSavedSession();
  for (const listener of unauthorizedListeners) listener();
}

type ForbiddenListener = () => void;
const forbiddenListeners = new Set<ForbiddenListener>();

/**
 * Called by the client on any 403 answer to a signed-in call: the account's role may have
 * changed since it signed in (issue 23), so the session reads it again.
 */
export function onForbidden(listener: ForbiddenListener): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

export function reportForbidden(): void {
  for (const listener of forbiddenListeners) listener();
}
