import type { ModalComponentProps } from "../modals/modalTypes.ts";

/** Placeholder: being built. */
export function OrderModal(_props: ModalComponentProps<"order">) {
  return null;
}
