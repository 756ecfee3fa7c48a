import { Fragment } from "react";

/** Where an address or e-mail may break: after these, never inside a word (issue 21). */
const BREAK_AFTER = /([.@,/:;_\-–—]+)/;

/** The pieces of a long address, each ending at its punctuation, so that a line breaks there. */
export function punctuationPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const part of text.split(BREAK_AFTER)) {
    if (part === "") continue;
    if (BREAK_AFTER.test(part) && pieces.length > 0) pieces[pieces.length - 1] += part;
    else pieces.push(part);
  }
  return pieces;
}

/** A long address or e-mail that wraps after its punctuation (a `<wbr>`) rather than mid-word. */
export function WrapAtPunctuation({ text }: { text: string }) {
  const pieces = punctuationPieces(text);
  return (
    <>
      {pieces.map((piece, index) => (
        // The pieces of one text never move: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {piece}
          {index < pieces.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
