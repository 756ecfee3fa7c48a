import { createContext, Fragment, type ReactNode, useContext, useMemo, useState } from "react";

interface RecordReload {
  /** Shows the record afresh: the form under it starts again from the record's new values. */
  reload: () => void;
  /** How many times it was reloaded: after a restore, the history button takes the focus back. */
  revision: number;
}

const RecordReloadContext = createContext<RecordReload | null>(null);

/**
 * A form reads its record once, as its defaults: after a version is restored (issue 23) its
 * children start again, so the form shows what the restore brought back.
 */
export function ReloadableRecord({ children }: { children: ReactNode }) {
  const [revision, setRevision] = useState(0);
  const value = useMemo(
    () => ({ reload: () => setRevision((count) => count + 1), revision }),
    [revision],
  );
  return (
    <RecordReloadContext.Provider value={value}>
      <Fragment key={revision}>{children}</Fragment>
    </RecordReloadContext.Provider>
  );
}

/** The reload of the record around, if there is one (an edit screen); none on a list. */
export const useRecordReload = () => useContext(RecordReloadContext);
