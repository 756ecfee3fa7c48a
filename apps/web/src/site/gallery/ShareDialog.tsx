import type { ModalComponentProps } from "../modals/modalTypes.ts";

/** Placeholder: being built. */
export function ShareDialog(_props: ModalComponentProps<"share">) {
  return null;
}
