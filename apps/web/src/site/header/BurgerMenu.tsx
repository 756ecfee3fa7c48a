import type { ModalComponentProps } from "../modals/modalTypes.ts";

/** Placeholder: being built. */
export function BurgerMenu(_props: ModalComponentProps<"burgerMenu">) {
  return null;
}
