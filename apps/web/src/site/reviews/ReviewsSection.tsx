/** Placeholder: being built. */
export function ReviewsSection() {
  return null;
}
