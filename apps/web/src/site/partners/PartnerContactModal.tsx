import type { ModalComponentProps } from "../modals/modalTypes.ts";

/** Placeholder: being built. */
export function PartnerContactModal(_props: ModalComponentProps<"partners">) {
  return null;
}
