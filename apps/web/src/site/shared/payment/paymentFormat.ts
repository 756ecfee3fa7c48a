/** A card number in groups of four, as printed on the card. */
export function formatCardNumber(digits: string): string {
  const compact = digits.replace(/\s+/g, "");
  return compact.replace(/(.{4})(?=.)/g, "$1 ");
}

/** An IBAN in groups of four, the way banks print it. */
export function formatIban(iban: string): string {
  return formatCardNumber(iban.toUpperCase());
}

/** What goes to the clipboard: the value without the spaces added for reading. */
export function compactValue(value: string): string {
  return value.replace(/\s+/g, "");
}
