import { createInterface } from "node:readline";
import { OperatorError } from "./operatorError.ts";

/**
 * A password left off the command line, so it stays out of the shell history: asked twice
 * without echo on a terminal, else the first line of standard input.
 */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const password = await askHidden("Password: ");
  if ((await askHidden("Repeat it: ")) !== password) {
    throw new OperatorError("The two passwords differ.");
  }
  return password;
}

async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(question);
  input.setRawMode(true);
  input.setEncoding("utf8");
  input.resume();
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = (error?: Error) => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003") return finish(new OperatorError("Cancelled."));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    };
    input.on("data", onData);
  });
}
