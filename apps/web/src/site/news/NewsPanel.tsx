import type { ModalComponentProps } from "../modals/modalTypes.ts";

/** Placeholder: being built. */
export function NewsPanel(_props: ModalComponentProps<"news">) {
  return null;
}
