import { useEffect } from "react";

/** Renders nothing; says when the tree it sits in has committed (hydrated, on the page). */
export function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}
