import { request as httpRequest } from 'node:http';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, activities } from '../../src/db/schema/index';
import { claimQuery, enqueueMail } from '../../src/plugins/mail';
import { TestClient } from '../helpers/client';
import { explain, expectIndex } from '../helpers/explain';
import { silentServer, TestSmtpServer, waitFor } from '../helpers/smtp';
import { freePort, startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/** Fast retries, so a test sees the worker back off and try again within a second. */
const QUICK_WORKER = { MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '50', TRUST_PROXY: 'true' };

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

async function queueRows(t: TestApp, to: string) {
  return t.app.db.select().from(mailQueue).where(eq(mailQueue.to, to));
}

/** A POST with Host and Origin headers of the sender's choosing (fetch does not let a caller set Host). */
function postWithHost(
  baseUrl: string,
  path: string,
  body: unknown,
  host: string,
): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl + path);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          host,
          origin: `http://${host}`,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('mail over SMTP through the queue', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  beforeAll(async () => {
    const port = await smtp.listen();
    t = await startTestApp({ env: { ...QUICK_WORKER, SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a reset link built from PUBLIC_URL, whatever Host and Origin the request names', async () => {
    const { email } = await createUser(t);
    const res = await postWithHost(
      t.baseUrl,
      '/api/auth/forgot-password',
      { email },
      'evil.example',
    );
    expect(res.status).toBe(200);
    const [mail] = await waitFor(() => smtp.mailsTo(email).length > 0 && smtp.mailsTo(email));
    expect(mail!.body).toContain(`${t.baseUrl}/reset-password?`);
    expect(mail!.body).not.toContain('evil.example');
    // The server has the mail before the worker marks it sent: wait for the mark.
    const [row] = await waitFor(async () => {
      const rows = await queueRows(t, email);
      return rows[0]?.status === 'sent' && rows;
    });
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', kind: 'mail' });
  });

  it('sends a booking confirmation and the operator notice, each once', async () => {
    const c = new TestClient(t.baseUrl, nextIp());
    const [activity] = await t.app.db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.is_active, true), gte(activities.max_participants, 2)))
      .limit(1);
    expect(activity).toBeDefined();
    const email = `booker-${Date.now()}@example.com`;
    const res = await c.post(`/api/web/activities/${activity!.id}/booking`, {
      name: 'Sokha Chan',
      email,
      date: '2099-01-15',
      party_size: 2,
      note: '',
      lang: 'en',
    });
    expect(res.status).toBe(201);
    await waitFor(() => smtp.mailsTo(email).length === 1);
    await waitFor(() => smtp.received.some((m) => m.body.includes(email) && m.to[0] !== email));
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });
});

describe('a mail server that is down', () => {
  it('answers every request, keeps the mail, and delivers it once the server is back', async () => {
    const port = await freePort();
    const t = await startTestApp({
      env: { ...QUICK_WORKER, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_MAX_ATTEMPTS: '50' },
    });
    const smtp = new TestSmtpServer();
    try {
      const { email } = await createUser(t);
      const c = new TestClient(t.baseUrl, nextIp());
      expect((await c.post('/api/auth/forgot-password', { email })).status).toBe(200);
      const newcomer = `newcomer-${Date.now()}@example.com`;
      expect((await c.post('/api/web/send-register', { to: newcomer })).status).toBe(200);

      // The worker has tried and failed at least twice: the mail waits in the queue with the reason.
      const [waiting] = await waitFor(async () => {
        const rows = await queueRows(t, email);
        return rows[0] && rows[0].attempts >= 2 && rows;
      });
      expect(waiting).toMatchObject({ status: 'pending', kind: 'mail' });
      expect(waiting!.last_error).toBeTruthy();
      expect(smtp.received).toHaveLength(0);

      await smtp.listen(port);
      await waitFor(() => smtp.mailsTo(email).length === 1 && smtp.mailsTo(newcomer).length === 1);
      expect(smtp.mailsTo(email)[0]!.body).toContain('/reset-password?');
      expect(smtp.mailsTo(newcomer)[0]!.body).toContain('/complete-registration?');
      const [sent] = await waitFor(async () => {
        const rows = await queueRows(t, email);
        return rows[0]?.status === 'sent' && rows;
      });
      expect(sent!.sent_at).not.toBeNull();
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('does not make a request wait for a server that accepts and never answers', async () => {
    const silent = await silentServer();
    const t = await startTestApp({
      env: { ...QUICK_WORKER, SMTP_URL: `smtp://127.0.0.1:${silent.port}` },
    });
    try {
      const { email } = await createUser(t);
      const c = new TestClient(t.baseUrl, nextIp());
      // Two requests in a row: the first mail's worker is stuck on the silent server by the second.
      expect((await c.post('/api/auth/forgot-password', { email })).status).toBe(200);
      await waitFor(async () => (await queueRows(t, email))[0]?.attempts === 1);
      const started = Date.now();
      const second = await c.post('/api/auth/forgot-password', { email });
      expect(second.status).toBe(200);
      // nodemailer's greeting timeout is 10 s: an answer well before it did not wait for SMTP.
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await queueRows(t, email)).every((r) => r.status === 'pending')).toBe(true);
    } finally {
      await t.close();
      await silent.close();
    }
  });

  it('gives up after the last retry of a mail the server refuses, and says so in the queue', async () => {
    const smtp = new TestSmtpServer();
    smtp.reject = true;
    const port = await smtp.listen();
    const t = await startTestApp({
      env: { ...QUICK_WORKER, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_MAX_ATTEMPTS: '3' },
    });
    try {
      const { email } = await createUser(t);
      const c = new TestClient(t.baseUrl, nextIp());
      expect((await c.post('/api/auth/forgot-password', { email })).status).toBe(200);
      const [failed] = await waitFor(async () => {
        const rows = await queueRows(t, email);
        return rows[0]?.status === 'failed' && rows;
      });
      expect(failed!.attempts).toBe(3);
      expect(failed!.last_error).toMatch(/550/);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('the queue itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { MAIL_WORKER: 'false' } });
  });
  afterAll(() => t.close());

  it('keeps no mail of a transaction that rolled back', async () => {
    const to = `rolled-back-${Date.now()}@example.com`;
    await expect(
      t.app.db.transaction(async (tx) => {
        await enqueueMail(tx, { to, subject: 's', text: 't', html: '<p>t</p>', links: [] });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queueRows(t, to)).toHaveLength(0);
  });

  it('uses its partial index to find due mail', async () => {
    expectIndex(await explain(t.app.db, claimQuery(300_000, 10)), 'mail_queue_due_idx');
  });
});

describe('two workers on one queue', () => {
  it('deliver each of 40 mails exactly once', async () => {
    const smtp = new TestSmtpServer();
    const port = await smtp.listen();
    const env = { ...QUICK_WORKER, SMTP_URL: `smtp://127.0.0.1:${port}` };
    const a = await startTestApp({ env });
    const b = await startTestApp({ env, sameDatabaseAs: a });
    try {
      const stamp = Date.now();
      const mails = Array.from({ length: 40 }, (_, i) => ({
        to: `twin-${stamp}-${i}@example.com`,
        subject: `Mail ${i}`,
        text: `Mail ${i}`,
        html: `<p>Mail ${i}</p>`,
        links: [],
      }));
      await enqueueMail(a.app.db, mails);
      a.app.mail.nudge();
      b.app.mail.nudge();
      await waitFor(() => smtp.received.length >= 40);
      // Give a duplicate the time to show up before counting.
      await new Promise((r) => setTimeout(r, 300));
      const recipients = smtp.received.map((m) => m.to[0]).sort();
      expect(recipients).toEqual(mails.map((m) => m.to).sort());
    } finally {
      await b.close();
      await a.close();
      await smtp.close();
    }
  });
});
