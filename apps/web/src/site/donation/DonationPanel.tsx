import type { ModalComponentProps } from "../modals/modalTypes.ts";

/** Placeholder: being built. */
export function DonationPanel(_props: ModalComponentProps<"donation">) {
  return null;
}
