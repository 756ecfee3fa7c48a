import type { ReactNode } from "react";
import { useModal } from "../modals/ModalProvider.tsx";

/** The button that opens the donation panel, in the words of the place it stands in. */
export function DonateButton({ children }: { children: ReactNode }) {
  const { openModal } = useModal();
  return (
    <button
      type="button"
      className="button button--donate"
      onClick={() => openModal("donation", undefined)}
    >
      {children}
    </button>
  );
}
