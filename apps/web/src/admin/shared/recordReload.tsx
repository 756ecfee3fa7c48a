import { createContext, Fragment, type ReactNode, useContext, useMemo, useState } from "react";

interface RecordReload {
  /** Shows the record afresh: the form under it starts again from the record's new values. */
  reload: () => void;
  /** How many times it was reloaded: after a restore, the history button takes the focus back. */
  revision: number;
}

const RecordReloadContext = createContext<RecordReload | null>(null);

/**
 * A form reads its record once, as its defaults: after a version is restored (issue 23) it
 * starts again, so it shows what the restore brought back. Call this in the component that
 * reads the record's query and wrap the form in what it returns: a reload renders that
 * component again, so the form starts from the query's current data. (A wrapper of its own
 * would start the form again from the props of the last render, before the refetched record
 * reached them: the query tells its readers on a later tick.)
 */
export function useReloadableRecord(): (form: ReactNode) => ReactNode {
  const [revision, setRevision] = useState(0);
  const value = useMemo(
    () => ({ reload: () => setRevision((count) => count + 1), revision }),
    [revision],
  );
  return (form) => (
    <RecordReloadContext.Provider value={value}>
      <Fragment key={revision}>{form}</Fragment>
    </RecordReloadContext.Provider>
  );
}

/** The reload of the record around, if there is one (an edit screen); none on a list. */
export const useRecordReload = () => useContext(RecordReloadContext);
