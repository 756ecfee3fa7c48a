import { createAccountStore } from "../auth/accountStore.ts";
import { loadTokenSecret } from "../auth/secrets.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { openStorage } from "../media/storage/open.ts";
import {
  createAdmin,
  listAccounts,
  parseNewAdmin,
  parseNewPassword,
  resetLink,
  setPassword,
} from "./accounts.ts";
import { backup, checkBackupFolder } from "./backup.ts";
import { readPassword } from "./prompt.ts";
import { checkBackup, restore } from "./restore.ts";
import { type OpenOptions, openSiteDatabase } from "./siteDatabase.ts";
import { sweep } from "./sweep.ts";

export interface Invocation {
  /** Positional arguments after the command name. */
  args: string[];
  flags: Set<string>;
  config: Config;
  print(line: string): void;
}

export interface Command {
  /** Arguments as shown in the usage, `[x]` when optional. */
  usage: string;
  summary: string;
  flags?: string[];
  run(invocation: Invocation): Promise<void>;
}

async function withDatabase(
  config: Config,
  options: OpenOptions,
  work: (db: Database) => Promise<void>,
): Promise<void> {
  const db = await openSiteDatabase(config, options);
  try {
    await work(db);
  } finally {
    await db.close();
  }
}

async function accountStore(db: Database, config: Config) {
  return createAccountStore(db, await loadTokenSecret(db, config.tokenSecret));
}

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const commands: Record<string, Command> = {
  "create-admin": {
    usage: "<email> [password]",
    summary: "create an administrator",
    async run({ args: [email = "", given], config, print }) {
      const input = parseNewAdmin(email, given ?? (await readPassword()));
      await withDatabase(config, { migrate: true }, async (db) => {
        print(await createAdmin(await accountStore(db, config), input));
      });
    },
  },

  "set-password": {
    usage: "<email> [password]",
    summary: "set a new password; signs out all its sessions",
    async run({ args: [email = "", given], config, print }) {
      const password = parseNewPassword(given ?? (await readPassword()));
      await withDatabase(config, { migrate: true, mustExist: true }, async (db) => {
        print(await setPassword(await accountStore(db, config), email, password));
      });
    },
  },

  "reset-link": {
    usage: "<email>",
    summary: "print a one-hour, single-use password-reset link",
    async run({ args: [email = ""], config, print }) {
      const origin = config.publicUrl ?? `http://localhost:${config.port}`;
      await withDatabase(config, { migrate: true, mustExist: true }, async (db) => {
        print(await resetLink(await accountStore(db, config), email, origin));
        print("It works once, for one hour, with the server using this database.");
      });
    },
  },

  "list-admins": {
    usage: "",
    summary: "list the accounts: e-mail, role (administrator, editor, bookings), creation date",
    async run({ config, print }) {
      await withDatabase(config, { migrate: true, mustExist: true }, async (db) => {
        const accounts = await listAccounts(db);
        if (accounts.length === 0) {
          print("No administrators yet. Create one with: npm run admin -- create-admin <email>");
        }
        const width = Math.max(0, ...accounts.map((account) => account.email.length));
        for (const account of accounts) {
          const date = `${account.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
          print(`${account.email.padEnd(width)}  ${account.role.padEnd(13)}  created ${date}`);
        }
      });
    },
  },

  backup: {
    usage: "<folder>",
    summary: "write every table and uploaded file into a new folder",
    async run({ args: [folder = ""], config, print }) {
      await checkBackupFolder(folder);
      // No migration first: a site whose upgrade fails must still be backed up as it is.
      await withDatabase(config, { mustExist: true }, async (db) => {
        const summary = await backup(db, await openStorage(config), folder);
        const { tables, files } = summary.manifest;
        const width = Math.max(...Object.keys(tables).map((name) => name.length));
        print(`Backed up into ${summary.folder}:`);
        for (const [name, rows] of Object.entries(tables)) {
          print(`  ${name.padEnd(width)}  ${rows} ${rows === 1 ? "row" : "rows"}`);
        }
        const bytes = files.reduce((total, file) => total + file.bytes, 0);
        print(`  ${"files".padEnd(width)}  ${files.length} (${size(bytes)})`);
        if (summary.retries > 0) {
          print(
            `Uploads changed while backing up; began again ${summary.retries} ${summary.retries === 1 ? "time" : "times"} so rows and files match.`,
          );
        }
        print("Keep it private: it holds the password hashes and the sign-in secret.");
      });
    },
  },

  restore: {
    usage: "<folder> [--force]",
    summary: "restore a backup into an empty site (--force: erase it first)",
    flags: ["--force"],
    async run({ args: [folder = ""], flags, config, print }) {
      const checked = await checkBackup(folder);
      await withDatabase(config, {}, async (db) => {
        const summary = await restore(db, await openStorage(config), checked, {
          force: flags.has("--force"),
        });
        const { manifest } = summary;
        print(
          `Restored the backup of ${manifest.createdAt} (from the ${manifest.database} database): ${summary.rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.files.length} files.`,
        );
        if (summary.removedFiles > 0) {
          print(`Removed ${summary.removedFiles} files the site held that are not in the backup.`);
        }
        print(
          "Every session was signed out and every reset link voided; restart the server, then sign in again.",
        );
        if (!manifest.tables.users) {
          print(
            "The backup has no account: make one with `create-admin`, or restart the server and open the setup link it prints.",
          );
        }
      });
    },
  },

  sweep: {
    usage: "[--remove]",
    summary:
      "list stored files no record uses and records whose files are missing (--remove: delete those files)",
    flags: ["--remove"],
    async run({ flags, config, print }) {
      await withDatabase(config, { mustExist: true }, async (db) => {
        const report = await sweep(db, await openStorage(config), {
          remove: flags.has("--remove"),
        });
        print(
          `Storage holds ${report.stored} files of this site; the media rows reference ${report.referenced}.`,
        );
        if (report.foreign > 0) {
          print(`Left alone: ${report.foreign} files whose names this site never makes.`);
        }
        if (report.orphans.length === 0) print("No leftover files.");
        else {
          print(`Leftover files (no record uses them): ${report.orphans.length}`);
          for (const object of report.orphans) {
            const date = `${object.modified.toISOString().slice(0, 16).replace("T", " ")} UTC`;
            print(`  ${object.key}  written ${date}`);
          }
        }
        if (report.missing.length === 0) print("No record is missing a file.");
        else {
          print(`Records whose files are missing: ${report.missing.length}`);
          for (const entry of report.missing) {
            const users = entry.usedBy.length ? entry.usedBy.join(", ") : "no record";
            print(
              `  media ${entry.mediaId} (${entry.kind}, shown by ${users}): ${entry.keys.join(", ")}`,
            );
          }
          print(
            "  Replace the image in the back office or delete the record; sweep never deletes records.",
          );
        }
        if (flags.has("--remove")) {
          print(`Removed ${report.removed.length} leftover files.`);
          if (report.tooYoung.length > 0) {
            print(
              `Kept ${report.tooYoung.length} written less than an hour ago: an upload may still be in progress.`,
            );
          }
        } else if (report.orphans.length > 0) {
          print(
            "Run again with --remove to delete the leftover files (those written less than an hour ago stay).",
          );
        }
      });
    },
  },
};

export function helpText(): string {
  const rows = Object.entries(commands).map(([name, command]) => [
    `${name} ${command.usage}`.trim(),
    command.summary,
  ]);
  rows.push(["help", "this text"]);
  const width = Math.max(...rows.map(([left = ""]) => left.length));
  return `Operator commands of the Busha shelter site: a way back in when the web pages cannot help.

Usage: npm run admin -- <command> [arguments]

${rows.map(([left = "", right]) => `  ${left.padEnd(width)}  ${right}`).join("\n")}

A password left off the command line is asked for (or read from the first line of standard
input), which keeps it out of the shell history. Rules: create-admin 6 to 14 characters;
set-password 6 to 12 Latin letters and digits, at least one of each.

The commands read the same environment as the server:
  DATA_DIR         data folder (default ./data): embedded database in DATA_DIR/db,
                   uploads in DATA_DIR/uploads
  DATABASE_URL     postgres://… to use PostgreSQL instead of the embedded database
  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (S3_REGION, S3_PUBLIC_URL)
                   S3-compatible storage for uploads instead of DATA_DIR/uploads
  S3_PREFIX        the part of the bucket that is the site's (e.g. busha/); backup, restore
                   and sweep never touch objects outside it
  PUBLIC_URL       the site's address, for reset links (default http://localhost:PORT)
  PORT             (default 3000)
  TOKEN_SECRET     give the same one as the server, or its reset links will not work

The embedded database can be open in one process only: stop the server before running a command
on it. With PostgreSQL the server may keep running.
sweep only ever deletes files: those whose names the site makes, that no media row references,
written more than an hour ago. A record whose file is missing is listed, never deleted: replace
its image in the back office or delete the record.
A backup holds password hashes and the sign-in secret: keep it as private as the server.`;
}
