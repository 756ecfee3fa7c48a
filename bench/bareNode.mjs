// The platform's own speed, for `npm run bench:api` to compare with: a bare `node:http` server
// sending, for each address, the very bytes and headers the site sent for it. Options as JSON in
// the file named by argv[2]: `{ port, responses: { [url]: { headers, body (base64) } } }`.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const { port, responses } = JSON.parse(readFileSync(process.argv[2], "utf8"));
const byUrl = new Map(
  Object.entries(responses).map(([url, { headers, body }]) => [
    url,
    { headers, body: Buffer.from(body, "base64") },
  ]),
);
createServer((request, response) => {
  const found = byUrl.get(request.url);
  if (!found) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, found.headers);
  response.end(found.body);
}).listen(port, "127.0.0.1", () => process.send?.("listening"));
