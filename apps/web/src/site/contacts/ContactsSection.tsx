/** Placeholder: being built. */
export function ContactsSection() {
  return null;
}
