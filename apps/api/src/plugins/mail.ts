import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { mailQueue } from '../db/schema/index';
import { redactAddresses } from '../lib/log-redact';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the mail carries, kept so tests and developers can follow them from the outbox. */
  links: string[];
}

/** Delivers one mail; throws when the mail server refuses or cannot be reached. */
export interface MailTransport {
  name: 'smtp' | 'outbox';
  deliver(mail: Mail): Promise<void>;
  close?(): void;
}

const FROM = 'CamTour <no-reply@camtour.example>';

/** SMTP when SMTP_URL is set (D4); otherwise the development outbox, shown at /dev/mail. */
export function createTransport(config: Config): MailTransport {
  if (!config.SMTP_URL) {
    // The row itself is the outbox: delivering is marking it sent.
    return { name: 'outbox', deliver: async () => undefined };
  }
  const transporter = nodemailer.createTransport(config.SMTP_URL, {
    // nodemailer waits two minutes by default; a dead server should free the worker sooner.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    deliver: async (m) => {
      await transporter.sendMail({
        from: config.MAIL_FROM ?? FROM,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Puts mail in the queue on `db`: pass the transaction of the change that
 * causes the mail, so the mail exists exactly when the change does.
 */
export async function enqueueMail(db: DbOrTx, mails: Mail | Mail[]): Promise<void> {
  const list = Array.isArray(mails) ? mails : [mails];
  if (list.length === 0) return;
  await db.insert(mailQueue).values(list);
}

/** A mail the worker writes later (see `MailPreparer`): only the address and plain parameters. */
export interface DeferredMail {
  kind: string;
  to: string;
  params: Record<string, string>;
}

export async function enqueueDeferred(db: DbOrTx, mail: DeferredMail): Promise<void> {
  await db.insert(mailQueue).values(mail);
}

/**
 * Writes a deferred mail inside the worker's transaction, or answers null when
 * there is nothing to send. Whatever depends on whether an account exists
 * happens here, off the request, so the request takes the same time either way.
 */
export type MailPreparer = (
  tx: DbOrTx,
  to: string,
  params: Record<string, string>,
) => Promise<Mail | null>;

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a claimed mail stays with one worker before another may retry it (a crash). */
  leaseMs?: number;
  batch?: number;
}

/** Wait before the n-th retry: doubling from the base, at most an hour, with ±20% jitter. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  const plain = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
  return Math.round(plain * (0.8 + Math.random() * 0.4));
}

interface QueuedRow {
  id: number;
  kind: string;
  params: Record<string, string> | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  attempts: number;
}

/**
 * Sends queued mail in the background. Each process runs one; they share the
 * queue through `FOR UPDATE SKIP LOCKED`, and a claim pushes the mail's next
 * attempt forward by a lease, so nothing is held locked while SMTP talks and a
 * crashed worker's mail is tried again later.
 */
/**
 * Takes up to `batch` due mails and leases them for `leaseMs`: rows another
 * worker holds are skipped, not waited for, so two workers never send one mail.
 */
export const claimQuery = (leaseMs: number, batch: number) => sql`
  update ${mailQueue}
     set attempts = attempts + 1,
         next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
   where id in (
     select id from ${mailQueue}
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id
      limit ${batch}
      for update skip locked)
  returning id, kind, params, "to", subject, text, html, links, attempts`;

export function createMailWorker(opts: MailWorkerOptions) {
  const { db, transport, log } = opts;
  const leaseMs = opts.leaseMs ?? 5 * 60 * 1000;
  const batch = opts.batch ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  const preparers = new Map<string, MailPreparer>();

  async function claim(): Promise<QueuedRow[]> {
    const result = await db.execute(claimQuery(leaseMs, batch));
    const rows = (result as unknown as { rows: QueuedRow[] }).rows;
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  /** A deferred mail becomes a plain one, in one transaction with what its preparer writes. */
  async function prepare(row: QueuedRow): Promise<Mail | null> {
    const preparer = preparers.get(row.kind);
    if (!preparer) throw new Error(`no preparer for mail kind ${row.kind}`);
    return db.transaction(async (tx) => {
      const mail = await preparer(tx, row.to, row.params ?? {});
      await tx
        .update(mailQueue)
        .set(mail ? { ...mail, kind: 'mail', params: null } : { status: 'dropped', params: null })
        .where(eq(mailQueue.id, row.id));
      return mail;
    });
  }

  async function deliver(row: QueuedRow): Promise<void> {
    try {
      const mail = row.kind === 'mail' ? row : await prepare(row);
      if (!mail) return;
      await transport.deliver(mail);
      await db
        .update(mailQueue)
        .set({ status: 'sent', sent_at: new Date(), transport: transport.name, last_error: null })
        .where(eq(mailQueue.id, row.id));
    } catch (err) {
      const gaveUp = row.attempts >= opts.maxAttempts;
      // Only the server's reason is kept: never the message, which holds the recipient's data.
      const reason = err instanceof Error ? err.message.slice(0, 300) : 'delivery failed';
      await db
        .update(mailQueue)
        .set({
          status: gaveUp ? 'failed' : 'pending',
          last_error: reason,
          next_attempt_at: new Date(Date.now() + retryDelayMs(row.attempts, opts.retryBaseMs)),
        })
        .where(eq(mailQueue.id, row.id));
      // SMTP replies often quote the recipient: the log keeps the reason without it.
      log.warn(
        { mailId: row.id, attempt: row.attempts, gaveUp, reason: redactAddresses(reason) },
        'mail not delivered',
      );
    }
  }

  /** Sends everything due now; returns how many mails it tried. */
  async function drainOnce(): Promise<number> {
    let tried = 0;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return tried;
      for (const row of rows) await deliver(row);
      tried += rows.length;
      if (stopped) return tried;
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  }

  async function tick() {
    if (running) return;
    running = drainOnce().catch((err: unknown) => {
      // A database that is briefly away must not stop the worker for good.
      log.error({ err }, 'mail worker failed');
      return 0;
    });
    await running;
    running = undefined;
    schedule(opts.pollMs);
  }

  return {
    define: (kind: string, preparer: MailPreparer) => {
      preparers.set(kind, preparer);
    },
    start: () => schedule(0),
    /** Look soon: a mail was just queued. */
    nudge: () => schedule(20),
    /** Sends everything due now (tests, and the last words before shutdown). */
    async drain(): Promise<number> {
      if (running) await running;
      return drainOnce();
    },
    /**
     * Lets a mail in flight finish for a moment, no longer: a mail server that
     * hangs must not hold up shutdown, and the lease has the mail retried later.
     */
    async stop(graceMs = 2000) {
      stopped = true;
      clearTimeout(timer);
      if (running) {
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([
          running,
          new Promise((r) => {
            grace = setTimeout(r, graceMs);
          }),
        ]);
        clearTimeout(grace);
      }
      transport.close?.();
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;

/** What services use: queue a mail in a transaction, then wake the worker. */
export interface MailQueue {
  enqueue(db: DbOrTx, mails: Mail | Mail[]): Promise<void>;
  enqueueDeferred(db: DbOrTx, mail: DeferredMail): Promise<void>;
  define(kind: string, preparer: MailPreparer): void;
  /** Call after the transaction that queued mail has committed. */
  nudge(): void;
  worker: MailWorker;
  transport: MailTransport['name'];
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailQueue;
  }
}

async function mailPlugin(app: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  const transport = createTransport(config);
  const worker = createMailWorker({
    db: app.db,
    transport,
    log: app.log,
    pollMs: config.MAIL_POLL_MS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
  });
  app.decorate('mail', {
    enqueue: enqueueMail,
    enqueueDeferred,
    define: worker.define,
    nudge: worker.nudge,
    worker,
    transport: transport.name,
  });
  app.addHook('onReady', async () => {
    if (config.MAIL_WORKER) worker.start();
  });
  // preClose runs before any onClose, so the database is still open while the worker finishes.
  app.addHook('preClose', async () => {
    await worker.stop();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['db'] });
