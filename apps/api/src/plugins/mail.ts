import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the mail carries, kept in the outbox so tests and developers can follow them. */
  links: string[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  transport: 'smtp' | 'outbox';
}

const FROM = 'CamTour <no-reply@camtour.example>';

/** SMTP when SMTP_URL is set (D4); otherwise the development outbox, shown at /dev/mail. */
export function createMailer(config: Config, db: Db): Mailer {
  if (config.SMTP_URL) {
    const transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      transport: 'smtp',
      send: async (m) => {
        await transporter.sendMail({
          from: config.MAIL_FROM ?? FROM,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
        });
      },
    };
  }
  return {
    transport: 'outbox',
    send: async (m) => {
      await db.insert(mailOutbox).values(m);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

async function mailPlugin(app: FastifyInstance, opts: { config: Config }) {
  app.decorate('mailer', createMailer(opts.config, app.db));
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['db'] });
