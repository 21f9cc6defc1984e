// The members' mailboxes: the SMTP sink's file (e2e/scale/stand-ins.ts), read as it grows.
// A mail's text parts come quoted-printable or base64 encoded, as mail servers send them.
import fs from 'node:fs';
import type { SunkMail } from '../scale/stand-ins';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The decoded text of every part of a raw mail, joined. */
export function decodedMail(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]*\r?\n/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      const head = split === -1 ? '' : part.slice(0, split);
      const body = split === -1 ? part : part.slice(split).trim();
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      return body;
    })
    .join('\n');
}

export class Mailbox {
  private offset = 0;
  private readonly byAddress = new Map<string, string[]>();
  /** Mails with the same Message-ID received more than once (a delivery repeated). */
  readonly repeated = new Set<string>();
  private readonly seen = new Set<string>();

  constructor(private readonly file: string) {}

  private read(): void {
    const size = fs.statSync(this.file).size;
    if (size <= this.offset) return;
    const chunk = Buffer.alloc(size - this.offset);
    const fd = fs.openSync(this.file, 'r');
    fs.readSync(fd, chunk, 0, chunk.length, this.offset);
    fs.closeSync(fd);
    const text = chunk.toString('utf8');
    // Only whole lines: a mail being appended is read on the next look.
    const end = text.lastIndexOf('\n') + 1;
    this.offset += Buffer.byteLength(text.slice(0, end));
    for (const line of text.slice(0, end).split('\n').filter(Boolean)) {
      const mail = JSON.parse(line) as SunkMail;
      if (this.seen.has(mail.messageId)) this.repeated.add(mail.messageId);
      this.seen.add(mail.messageId);
      for (const to of mail.to) {
        const list = this.byAddress.get(to.toLowerCase()) ?? [];
        list.push(decodedMail(mail.text));
        this.byAddress.set(to.toLowerCase(), list);
      }
    }
  }

  get received(): number {
    return this.seen.size;
  }

  /** The token of the first mail to `address` with a link to `path` not taken before. */
  async token(address: string, path: string, ms: number, taken = new Set<string>()) {
    const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`, 'g');
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      this.read();
      for (const text of this.byAddress.get(address.toLowerCase()) ?? []) {
        for (const [, token] of text.matchAll(pattern)) {
          if (token && !taken.has(token)) return decodeURIComponent(token);
        }
      }
      await sleep(500);
    }
    return undefined;
  }
}
