// The scale test's stand-ins for the providers production uses: an S3-compatible store
// (s3rver) and an SMTP server that keeps every mail (MinIO and Mailpit in docker-compose.yml).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { MAILS_FILE, PORTS } from './ports';
import type { Stop } from './processes';

/** The S3 stand-in: s3rver with the `media` bucket, its objects in a temporary folder. */
export async function startS3(): Promise<{ endpoint: string; stop: Stop }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: PORTS.s3,
    silent: true,
    directory,
    configureBuckets: [{ name: 'media' }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${PORTS.s3}`,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** One mail as the SMTP sink received it (a line of MAILS_FILE). */
export interface SunkMail {
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  receivedAt: number;
}

/** The SMTP sink: a real SMTP server that writes every mail it receives to MAILS_FILE. */
export async function startSmtpSink(): Promise<{ url: string; stop: Stop }> {
  fs.writeFileSync(MAILS_FILE, '');
  const header = (raw: string, name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim() ??
    '';
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, no login to give.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: SunkMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(raw, 'Subject'),
          messageId: header(raw, 'Message-ID'),
          text: raw,
          receivedAt: Date.now(),
        };
        fs.appendFileSync(MAILS_FILE, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  // A client that dies mid-conversation (an instance killed with SIGKILL) resets its
  // connection: that is the client's failure, not the sink's, and must not stop the run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(PORTS.smtp, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${PORTS.smtp}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
