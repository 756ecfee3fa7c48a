import { ConfigError, readConfig } from "../config.ts";
import { commands, helpText } from "./commands.ts";
import { OperatorError } from "./operatorError.ts";

const print = (line: string) => process.stdout.write(`${line}\n`);
const fail = (text: string): number => {
  process.stderr.write(`${text}\n`);
  return 1;
};

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || ["help", "--help", "-h"].includes(name)) {
    print(helpText());
    return 0;
  }
  const command = commands[name];
  if (!command) return fail(`Unknown command "${name}".\n\n${helpText()}`);

  const flags = new Set(rest.filter((arg) => arg.startsWith("--")));
  const args = rest.filter((arg) => !arg.startsWith("--"));
  const usage = `Usage: npm run admin -- ${name} ${command.usage}`.trim();
  const unknownFlag = [...flags].find((flag) => !command.flags?.includes(flag));
  if (flags.has("--help")) {
    print(`${usage}\n${command.summary}`);
    return 0;
  }
  const required = command.usage.split(" ").filter((part) => part.startsWith("<")).length;
  const allowed = command.usage.split(" ").filter((part) => /^[<[][^-]/.test(part)).length;
  if (unknownFlag) return fail(`Unknown option ${unknownFlag}.\n${usage}`);
  if (args.length < required || args.length > allowed) return fail(usage);

  try {
    await command.run({ args, flags, config: readConfig(), print });
    return 0;
  } catch (error) {
    if (error instanceof OperatorError || error instanceof ConfigError) return fail(error.message);
    return fail(
      `${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
    );
  }
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
