import type { TestClient } from './client';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/** The newest mails to an address, read through the development outbox API. */
export async function mailsTo(c: TestClient, to: string): Promise<OutboxMail[]> {
  const res = await c.get<OutboxMail[]>(`/api/dev/mail?to=${encodeURIComponent(to)}`);
  return res.body.data ?? [];
}

export async function lastLink(c: TestClient, to: string): Promise<URL> {
  const [mail] = await mailsTo(c, to);
  if (!mail?.links[0]) throw new Error(`no mail with a link to ${to}`);
  return new URL(mail.links[0]);
}
