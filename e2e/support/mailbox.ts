import net from "node:net";

/** The port the e2e server sends its mail to (SMTP_URL in playwright.config.ts). */
export const MAILBOX_PORT = Number(process.env.E2E_SMTP_PORT);

export interface Mail {
  to: string[];
  /** The decoded text of a single-part message. */
  text: string;
}

/**
 * The worker's one mail sink: it speaks just enough SMTP for the server's mailer (no TLS, no
 * auth) and keeps what it is sent. Opened by the first test that reads mail and left open until
 * the worker ends, so mail the server sends between tests (a booking's notification, a retry) is
 * taken rather than refused and retried into a later test's view.
 */
class MailSink {
  readonly mails: Mail[] = [];
  private readonly waiting: Array<() => void> = [];
  private readonly server = net.createServer((socket) => this.converse(socket));

  listen(port: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, "127.0.0.1", () => {
        // The worker may end with the sink open.
        this.server.unref();
        resolve();
      });
    });
  }

  /** Resolves at the next mail, or after `ms`. */
  nextMail(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      setTimeout(resolve, ms);
    });
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

const sinks = new Map<number, Promise<MailSink>>();

function sinkOn(port: number): Promise<MailSink> {
  let sink = sinks.get(port);
  if (!sink) {
    const made = new MailSink();
    sink = made.listen(port).then(() => made);
    sinks.set(port, sink);
  }
  return sink;
}

/**
 * A test's view of the mail sink: the mails that arrived since it was opened, so a test can read
 * the e-mail a volunteer or a visitor would get.
 */
export class Mailbox {
  private constructor(
    private readonly sink: MailSink,
    private readonly since: number,
  ) {}

  static async open(port = MAILBOX_PORT): Promise<Mailbox> {
    const sink = await sinkOn(port);
    return new Mailbox(sink, sink.mails.length);
  }

  private get mails(): Mail[] {
    return this.sink.mails.slice(this.since);
  }

  /** How many mails to `address` arrived since this view was opened. */
  countTo(address: string): number {
    return this.mails.filter((mail) => mail.to.includes(address.toLowerCase())).length;
  }

  /** Ends this test's view; the sink stays open for the worker's next tests. */
  async close(): Promise<void> {}

  /**
   * The first mail to `address` since this view was opened (and, given `matching`, the first
   * whose text it accepts), waiting for it up to `timeout` ms.
   */
  async mailTo(
    address: string,
    timeout = 15_000,
    matching: (text: string) => boolean = () => true,
  ): Promise<Mail> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const mail = this.mails.find(
        (one) => one.to.includes(address.toLowerCase()) && matching(one.text),
      );
      if (mail) return mail;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${address} within ${timeout} ms`);
      await this.sink.nextMail(left);
    }
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
