import { Navigate, Outlet } from "react-router";
import { homeOf, mayOpen, type Section } from "./roles.ts";
import { useSession } from "./SessionContext.tsx";

/** spec §2: 'Loading...' while the session is checked, /login for a visitor. */
export function RequireSession() {
  const { loading, isAuthenticated } = useSession();
  if (loading) return <p className="admin-loading">Loading...</p>;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** spec §2: a signed-in administrator who opens /login goes to /admin. */
export function VisitorsOnly() {
  const { loading, isAuthenticated } = useSession();
  if (loading) return <p className="admin-loading">Loading...</p>;
  if (isAuthenticated) return <Navigate to="/admin" replace />;
  return <Outlet />;
}

/**
 * Issue 23: a part of the back office the role cannot use is not opened; its address leads to
 * the role's own start instead. Waits while the role is being read.
 */
export function RequireRole({ section }: { section: Section }) {
  const { user } = useSession();
  if (!user) return <p className="admin-loading">Loading...</p>;
  if (!mayOpen(user.role, section)) return <Navigate to={homeOf(user.role)} replace />;
  return <Outlet />;
}
