import { type CardBank, cardBankOf } from "@shelter/contract";

const BANK_NAMES: Record<CardBank, { name: string; card: string }> = {
  privatbank: { name: "ПриватБанк", card: "картка ПриватБанку" },
  monobank: { name: "monobank", card: "картка monobank" },
};

/**
 * What the first six digits say about the card in a bank's field (issue 21): a check for the
 * volunteer, never a reason to refuse a number (the schema's Luhn check decides validity).
 */
export function cardBankNote(field: CardBank, cardNumber: string): string | undefined {
  if (cardNumber.replace(/\D/g, "").length < 6) return undefined;
  const bank = cardBankOf(cardNumber);
  if (bank === null) return "Банк за першими цифрами не впізнано: перевірте номер";
  if (bank === field) return `За першими цифрами це ${BANK_NAMES[bank].card}`;
  return `Увага: за першими цифрами це ${BANK_NAMES[bank].card}, а поле — для банку ${BANK_NAMES[field].name}`;
}
