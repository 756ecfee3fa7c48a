import type { Session } from "@shelter/contract";
import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useNavigate } from "react-router";
import {
  clearSavedSession,
  onForbidden,
  onUnauthorized,
  type SessionUser,
  savedToken,
  savedUser,
  saveSession,
} from "../../api/session.ts";
import { readSignedInUser } from "../../api/team.ts";

/** spec §3: the auth session. */
interface SessionState {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
}

interface SessionApi extends SessionState {
  signedIn: (session: Session) => void;
  signedOut: () => void;
}

const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}

const SIGNED_OUT: SessionState = {
  user: null,
  token: null,
  isAuthenticated: false,
  loading: false,
};

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ ...SIGNED_OUT, loading: true });

  // The role as the server has it now: an administrator may have changed it since this account
  // signed in (issue 23), and the sidebar and routes show only what the role may use.
  const readRole = useCallback((token: string) => {
    readSignedInUser()
      .then((read) => {
        if (savedToken() !== token) return;
        const session = { token, user: read };
        saveSession(session);
        setState((current) =>
          current.user?.role === read.role && current.user.email === read.email
            ? current
            : { ...session, isAuthenticated: true, loading: false },
        );
      })
      .catch(() => {});
  }, []);

  // spec §4: authenticated when a token is saved, the user read from the saved user data.
  useEffect(() => {
    const token = savedToken();
    const user = token ? savedUser() : null;
    setState(token ? { token, user, isAuthenticated: true, loading: false } : SIGNED_OUT);
    if (token) readRole(token);
  }, [readRole]);

  useEffect(
    () =>
      onForbidden(() => {
        const token = savedToken();
        if (token) readRole(token);
      }),
    [readRole],
  );

  const signedOut = useCallback(() => {
    clearSavedSession();
    setState(SIGNED_OUT);
  }, []);

  useEffect(
    () =>
      onUnauthorized(() => {
        setState(SIGNED_OUT);
        queryClient.clear();
        navigate("/login", { replace: true });
      }),
    [navigate, queryClient],
  );

  const signedIn = useCallback((session: Session) => {
    saveSession(session);
    setState({ token: session.token, user: session.user, isAuthenticated: true, loading: false });
  }, []);

  const value = useMemo(() => ({ ...state, signedIn, signedOut }), [state, signedIn, signedOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
