import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Images are kept in the database so that several server processes serve the same files. */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    /** The name the picture is served under: random, so stored pictures cannot be listed by counting. */
    public_id: uuid('public_id').notNull().defaultRandom(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    created_at: createdAt,
  },
  (t) => [uniqueIndex('images_public_id_uq').on(t.public_id)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index makes one account per address. */
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    gender: smallint('gender').notNull().default(0),
    dob: date('dob', { mode: 'string' }),
    phone: text('phone'),
    image_id: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    lang: text('lang').notNull().default('en'),
    is_email_verified: boolean('is_email_verified').notNull().default(false),
    /** D15: customer, staff or admin (domain/roles.ts); set only by the user:role command. */
    role: text('role').notNull().default('customer'),
    created_at: createdAt,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    check('users_role_known', sql`${t.role} in ('customer', 'staff', 'admin')`),
  ],
);

export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_uq').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.user_id),
  ],
);

/** Server-side sessions (D4): only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    user_agent: text('user_agent'),
    ip: text('ip'),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.token_hash),
    index('sessions_user_idx').on(t.user_id),
  ],
);

/** A registration link: e-mailed, single-use, 60 minutes. */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    token_hash: text('token_hash').notNull(),
    lang: text('lang').notNull().default('en'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt,
  },
  (t) => [index('registrations_email_idx').on(t.email)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_uq').on(t.token_hash),
    index('password_resets_user_idx').on(t.user_id),
  ],
);

/** One row per counted attempt; limits count the rows inside their window (D4). */
export const attempts = pgTable(
  'attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    key: text('key').notNull(),
    created_at: createdAt,
  },
  (t) => [index('attempts_action_key_time_idx').on(t.action, t.key, t.created_at)],
);

/**
 * Keys the server makes for itself on its first start (random, never in a file or the
 * environment) and every process on the database shares, e.g. the key of visitor hashes.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: bytea('value').notNull(),
  created_at: createdAt,
});

/** OpenID Connect round trips in flight: state, PKCE verifier and where to return. */
export const oidcStates = pgTable('oidc_states', {
  state_hash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  code_verifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  return_url: text('return_url').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  created_at: createdAt,
});

/**
 * Outgoing mail (D4, issue 10): written in the same transaction as the change
 * that causes it and delivered by the mail worker, so no request waits for
 * SMTP and a mail server that is down loses nothing. Without SMTP_URL the
 * worker delivers to the development outbox (`transport = 'outbox'`).
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * 'mail': ready to send. Any other kind is written by the worker before it is
     * sent (e.g. 'password-reset': look up the account, make the link), so a
     * request does the same work whether or not the address has an account.
     */
    kind: text('kind').notNull().default('mail'),
    params: jsonb('params').$type<Record<string, string>>(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull().default(''),
    html: text('html').notNull().default(''),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** pending (waiting or being tried), sent, failed (gave up after the last retry), or dropped (nothing to send). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it next; a claim pushes it forward, so a crashed worker's mail is retried. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    transport: text('transport'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: createdAt,
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = 'pending'`),
    index('mail_queue_to_idx').on(t.to, t.created_at),
    index('mail_queue_created_idx').on(t.created_at),
  ],
);
