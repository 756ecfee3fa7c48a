import type { ModalComponentProps } from "../modals/modalTypes.ts";

/** Placeholder: being built. */
export function AboutModal(_props: ModalComponentProps<"about">) {
  return null;
}
