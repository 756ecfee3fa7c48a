import type { ModalComponentProps } from "../modals/modalTypes.ts";

/** Placeholder: being built. */
export function SupportInfoModal(_props: ModalComponentProps<"support_info">) {
  return null;
}
