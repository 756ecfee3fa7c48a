import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readConfig } from "../config.ts";

const root = path.join(import.meta.dirname, "../../../..");
const read = (name: string) => readFileSync(path.join(root, name), "utf8");

interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

/** The Dockerfile as instructions: continuation lines joined, comments and blanks dropped. */
function instructions(text: string): Instruction[] {
  const result: Instruction[] = [];
  let pending = "";
  let start = 0;
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (!pending && (line === "" || line.startsWith("#"))) return;
    if (!pending) start = index + 1;
    pending += `${line.replace(/\\$/, "").trim()} `;
    if (line.endsWith("\\")) return;
    const [keyword = "", ...rest] = pending.trim().split(/\s+/);
    result.push({ keyword: keyword.toUpperCase(), args: rest.join(" "), line: start });
    pending = "";
  });
  return result;
}

/** An image reference pinned to a full version (x.y.z…) or a digest, never a floating tag. */
const pinned = (image: string) =>
  /@sha256:[0-9a-f]{64}$/.test(image) ||
  /:[^:/]*\d+\.\d+(\.\d+)?[^:/]*$/.test(image) ||
  /:RELEASE\.[0-9T:-]+Z$/.test(image);

/** Lint findings for a Dockerfile: empty when it follows the rules the README promises. */
export function lintDockerfile(text: string): string[] {
  const all = instructions(text);
  const problems: string[] = [];
  const froms = all.filter((i) => i.keyword === "FROM");
  if (froms.length < 2) problems.push("not multi-stage: build and run in separate stages");
  for (const from of froms) {
    const image = from.args.split(/\s+/)[0] ?? "";
    if (!pinned(image))
      problems.push(`line ${from.line}: base image ${image} is not pinned to a version`);
  }
  const finalStart = all.lastIndexOf(froms.at(-1) as Instruction);
  const final = all.slice(finalStart);
  if (!/^node:24\./.test(final[0]?.args ?? "")) problems.push("the image does not run on Node 24");
  const users = final.filter((i) => i.keyword === "USER");
  const user = users.at(-1)?.args.trim();
  if (!user || ["root", "0", "0:0"].includes(user)) problems.push("the final stage runs as root");
  const health = final.find((i) => i.keyword === "HEALTHCHECK");
  if (!health?.args.includes("/api/health/ready"))
    problems.push("no HEALTHCHECK on /api/health/ready");
  for (const add of all.filter((i) => i.keyword === "ADD")) {
    problems.push(
      `line ${add.line}: ADD ${/https?:\/\//.test(add.args) ? "of a URL" : ""}— use COPY`,
    );
  }
  const runs = all.filter((i) => i.keyword === "RUN").map((i) => i.args);
  if (!runs.some((args) => /\bnpm ci\b/.test(args)))
    problems.push("dependencies not installed with npm ci");
  if (runs.some((args) => /\bnpm (install|i)\b/.test(args)))
    problems.push("npm install instead of npm ci");
  if (!runs.some((args) => /npm prune --omit=dev/.test(args)))
    problems.push("dev dependencies not pruned");
  const cmd = final.filter((i) => i.keyword === "CMD" || i.keyword === "ENTRYPOINT").at(-1);
  if (!cmd?.args.startsWith("["))
    problems.push("CMD not in exec form: SIGTERM would not reach the server");
  const cmdIndex = cmd ? final.indexOf(cmd) : -1;
  const userIndex = users.length ? final.indexOf(users.at(-1) as Instruction) : -1;
  if (userIndex > cmdIndex) problems.push("USER comes after CMD");
  if (
    !final.some((i) => i.keyword === "RUN" && /flock/.test(i.args)) &&
    !/flock/.test(final[0]?.args ?? "")
  )
    problems.push("flock (for the embedded database's lock) not checked in the run stage");
  return problems;
}

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test?: unknown };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
};

describe("the deployment files", () => {
  it("lint clean: a pinned Node 24 multi-stage build, npm ci, non-root, healthcheck, no ADD", () => {
    expect(lintDockerfile(read("Dockerfile"))).toEqual([]);
  });

  it("lint rules catch a root user, a floating base image, ADD of a URL and npm install", () => {
    const bad = [
      "FROM node:latest",
      "ADD https://example.org/x.tgz /x.tgz",
      "RUN npm install",
      "CMD npm start",
    ].join("\n");
    const problems = lintDockerfile(bad).join("\n");
    for (const expected of [
      "multi-stage",
      "not pinned",
      "root",
      "HEALTHCHECK",
      "ADD of a URL",
      "npm ci",
      "exec form",
    ]) {
      expect(problems).toContain(expected);
    }
  });

  it("keeps modules, data and secrets out of the image", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim());
    for (const entry of ["**/node_modules", "data", ".env", ".git"])
      expect(ignored).toContain(entry);
  });

  it("composes the app, PostgreSQL and an S3 store, each pinned and health-checked, with volumes", () => {
    const compose = parse(read("compose.yaml")) as {
      services: Record<string, Service>;
      volumes: Record<string, unknown>;
      version?: string;
    };
    // The Compose specification dropped the version key.
    expect(compose.version).toBeUndefined();
    const { app, postgres, minio } = compose.services;
    expect(app && postgres && minio).toBeTruthy();
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build) continue;
      expect(pinned(service.image ?? ""), `${name} image ${service.image}`).toBe(true);
    }
    for (const service of [app, postgres, minio]) expect(service?.healthcheck?.test).toBeTruthy();
    expect(JSON.stringify(app?.healthcheck?.test)).toContain("/api/health/ready");
    expect(app?.depends_on?.postgres?.condition).toBe("service_healthy");
    const named = Object.keys(compose.volumes);
    for (const service of [app, postgres, minio]) {
      const volume = service?.volumes?.[0]?.split(":")[0] ?? "";
      expect(named).toContain(volume);
    }
    // No password is written in the file: each comes from the environment.
    expect(postgres?.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD/);
    expect(app?.environment?.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{S3_SECRET_ACCESS_KEY/);
  });

  it("gives the app an environment the server's configuration accepts", () => {
    const compose = parse(read("compose.yaml")) as { services: Record<string, Service> };
    const substituted = Object.fromEntries(
      Object.entries(compose.services.app?.environment ?? {}).map(([name, value]) => [
        name,
        String(value).replace(/\$\{(\w+)(?::?[-?][^}]*)?\}/g, (_, variable: string) =>
          variable.endsWith("URL")
            ? "https://shelter.example.org"
            : variable === "SEED_DEMO"
              ? "true"
              : variable.startsWith("ADMIN") || variable === "SMTP_URL"
                ? ""
                : "x".repeat(40),
        ),
      ]),
    );
    const config = readConfig({ ...substituted, DATA_DIR: "/data" });
    expect(config.databaseUrl).toMatch(/^postgres:\/\/shelter:.+@postgres:5432\/shelter$/);
    expect(config.s3?.endpoint).toBe("http://minio:9000");
    expect(config.trustProxy).toBe(1);
  });
});
