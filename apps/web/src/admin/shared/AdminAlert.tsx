import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import "./AdminAlert.css";

// spec §4/§9: the admin alert clears itself after 2000 ms.
const ALERT_DURATION_MS = 2000;

type ShowAlert = (message: string) => void;

const AlertContext = createContext<ShowAlert>(() => {});

export const useAlert = () => useContext(AlertContext);

/** spec §4: the border is red when the text says 'не вдалося', green otherwise. */
export function isFailureText(message: string): boolean {
  return message.toLowerCase().includes("не вдалося");
}

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<{ message: string; serial: number } | null>(null);
  // Every alert is a new element, announced anew: counted apart from the one shown, since the
  // clearing of one and the next alert may reach React in one render (a busy phone), which with
  // a count restarting from "none shown" reused the element, and a repeated text went unheard.
  const shown = useRef(0);
  const show = useCallback<ShowAlert>((message) => {
    shown.current += 1;
    setAlert({ message, serial: shown.current });
  }, []);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  return (
    <AlertContext.Provider value={show}>
      {children}
      <div className="admin-alert-region" role="status" aria-live="polite">
        {alert && (
          <p
            key={alert.serial}
            className={`admin-alert ${isFailureText(alert.message) ? "admin-alert--failure" : "admin-alert--success"}`}
          >
            {alert.message}
          </p>
        )}
      </div>
    </AlertContext.Provider>
  );
}
