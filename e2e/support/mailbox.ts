import net from "node:net";

/** The port the e2e server sends its mail to (SMTP_URL in playwright.config.ts). */
export const MAILBOX_PORT = Number(process.env.E2E_SMTP_PORT);

export interface Mail {
  to: string[];
  /** The decoded text of a single-part message. */
  text: string;
}

/**
 * A mail sink that speaks just enough SMTP for the server's mailer (no TLS, no auth) and keeps
 * what it is sent, so a test can read the e-mail a volunteer would get.
 */
export class Mailbox {
  private readonly mails: Mail[] = [];
  private readonly waiting: Array<() => void> = [];
  private readonly server = net.createServer((socket) => this.converse(socket));

  static async open(port = MAILBOX_PORT): Promise<Mailbox> {
    const mailbox = new Mailbox();
    await new Promise<void>((resolve, reject) => {
      mailbox.server.once("error", reject);
      mailbox.server.listen(port, "127.0.0.1", resolve);
    });
    return mailbox;
  }

  /** How many mails arrived so far. */
  get count(): number {
    return this.mails.length;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The first mail to `address`, waiting for it up to `timeout` ms. */
  async mailTo(address: string, timeout = 15_000): Promise<Mail> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const mail = this.mails.find((one) => one.to.includes(address.toLowerCase()));
      if (mail) return mail;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${address} within ${timeout} ms`);
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }

  private converse(socket: net.Socket): void {
    let buffered = "";
    let to: string[] = [];
    let data: string[] | undefined;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say("220 mailbox ready");
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      buffered += chunk;
      for (let end = buffered.indexOf("\r\n"); end >= 0; end = buffered.indexOf("\r\n")) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data) {
          if (line !== ".") {
            // RFC 5321 4.5.2: a leading dot was doubled by the sender.
            data.push(line.startsWith(".") ? line.slice(1) : line);
            continue;
          }
          this.receive({ to, text: decodeBody(data) });
          data = undefined;
          to = [];
          say("250 kept");
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") {
          say("250-mailbox");
          say("250 8BITMIME");
        } else if (verb === "RCPT") {
          to.push((/<([^>]*)>/.exec(line)?.[1] ?? "").toLowerCase());
          say("250 ok");
        } else if (verb === "DATA") {
          data = [];
          say("354 go on");
        } else if (verb === "QUIT") {
          say("221 bye");
          socket.end();
        } else {
          say("250 ok");
        }
      }
    });
  }

  private receive(mail: Mail): void {
    this.mails.push(mail);
    for (const wake of this.waiting.splice(0)) wake();
  }
}

/** The text of a single-part message in whichever transfer encoding the mailer chose. */
function decodeBody(lines: string[]): string {
  const blank = lines.indexOf("");
  const headers = lines.slice(0, blank).join("\n").replace(/\n\s+/g, " ");
  const body = lines.slice(blank + 1);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.join(""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .map((line) => (line.endsWith("=") ? line.slice(0, -1) : `${line}\n`))
      .join("")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return Buffer.from(body.join("\n"), "latin1").toString("utf8");
}
