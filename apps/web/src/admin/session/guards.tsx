import { Navigate, Outlet } from "react-router";
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
