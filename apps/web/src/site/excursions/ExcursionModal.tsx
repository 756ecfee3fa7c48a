import type { ModalComponentProps } from "../modals/modalTypes.ts";

/** Placeholder: being built. */
export function ExcursionModal(_props: ModalComponentProps<"excursions">) {
  return null;
}
