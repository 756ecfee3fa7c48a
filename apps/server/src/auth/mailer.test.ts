import net from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

/** Just enough SMTP (no TLS, no auth) to keep each message's raw text. */
function smtpSink() {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffered = "";
    let data: string[] | undefined;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say("220 sink ready");
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      buffered += chunk;
      for (let end = buffered.indexOf("\r\n"); end >= 0; end = buffered.indexOf("\r\n")) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data) {
          if (line === ".") {
            messages.push(data.join("\n"));
            data = undefined;
            say("250 kept");
          } else data.push(line.startsWith(".") ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") {
          say("250-sink");
          say("250 8BITMIME");
        } else if (verb === "DATA") {
          data = [];
          say("354 go on");
        } else if (verb === "QUIT") {
          say("221 bye");
          socket.end();
        } else say("250 ok");
      }
    });
  });
  return { server, messages };
}

describe("the mailer over SMTP", () => {
  const sink = smtpSink();
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => sink.server.listen(0, "127.0.0.1", resolve));
    port = (sink.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => sink.server.close(resolve));
  });

  it("sends a booking mail with its calendar file attached as text/calendar", async () => {
    const mailer = createMailer(
      { url: `smtp://127.0.0.1:${port}`, from: "shelter@busha.example" },
      { warn() {} } as unknown as FastifyBaseLogger,
    );
    const ics = "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
    await mailer.send({
      to: "olena@example.com",
      subject: "Вашу екскурсію підтверджено",
      text: "Чекаємо на вас",
      attachments: [
        { filename: "excursion.ics", contentType: "text/calendar; method=REQUEST", content: ics },
      ],
    });
    const [raw = ""] = sink.messages;
    expect(raw).toMatch(/^Content-Type: text\/calendar; method=REQUEST/im);
    expect(raw).toContain("excursion.ics");
    const part = raw.slice(raw.indexOf("excursion.ics"));
    const encoded = part.split("\n\n")[1]?.split("\n--")[0] ?? "";
    const decoded = /^content-transfer-encoding:\s*base64/im.test(part)
      ? Buffer.from(encoded.replace(/\s/g, ""), "base64").toString("utf8")
      : encoded.replace(/=\n/g, "").replace(/=0D/g, "\r").replace(/=0A/g, "\n");
    expect(decoded.replace(/\r?\n/g, "\n")).toContain("BEGIN:VCALENDAR\nMETHOD:REQUEST");
  });
});
