// `node scripts/make-empty-database.mjs DIR`: a new, empty embedded database in DIR (PostgreSQL's
// initdb, run by PGlite in WebAssembly), made by the server's build (builds.mjs) in a process of
// its own: initdb holds some 650 MB for a few seconds, which a first start of the server then
// does not need (apps/server/src/db/embedded.ts copies this folder instead; issue 19).
import { PGlite } from "@electric-sql/pglite";

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error("Usage: node scripts/make-empty-database.mjs DIR");
  process.exit(2);
}
const database = await PGlite.create(dir);
await database.close();
