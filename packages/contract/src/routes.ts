/** Paths the web client renders (CONTRACT.md, Web routes); any other path redirects to `/`. */
export const WEB_ROUTES = {
  home: "/",
  login: "/login",
  register: "/register-user-only-for-developers",
  reset: "/reset/:token",
  invite: "/invite/:token",
  admin: "/admin",
} as const;

/** The registration page's query parameter carrying the one-time setup token of the first account. */
export const SETUP_TOKEN_PARAMETER = "setup";

const clientRoutePatterns = [
  /^\/$/,
  /^\/login\/?$/,
  /^\/register-user-only-for-developers\/?$/,
  /^\/reset\/[^/]+\/?$/,
  /^\/invite\/[^/]+\/?$/,
  /^\/admin(\/.*)?$/,
];

export function isClientRoute(pathname: string): boolean {
  return clientRoutePatterns.some((pattern) => pattern.test(pathname));
}
