import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const deckSettings = pgTable('deck_settings', {
  deckKey: varchar('deck_key', { length: 32 }).primaryKey(),
  isVisible: boolean('is_visible').notNull().default(true),
  isDownloadable: boolean('is_downloadable').notNull().default(true),
  updatedAt: updatedAt(),
});

export const simulationSettings = pgTable('simulation_settings', {
  simKey: varchar('sim_key', { length: 32 }).primaryKey(),
  isVisible: boolean('is_visible').notNull().default(true),
  isAccessible: boolean('is_accessible').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Key/boolean application settings; today only 'feedbackForm'. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  isVisible: boolean('is_visible').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * Classes (issue 18): one teaching occasion each. The current class is the one that has not ended; a
 * partial unique index allows exactly one such row, so two "start a new class" requests cannot both win.
 */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * The class timer (issue 19): a label and either the moment it ends (running) or what was left when it
     * was paused. No label: no timer.
     */
    timerLabel: varchar('timer_label', { length: 40 }),
    timerEndsAt: timestamp('timer_ends_at', { withTimezone: true }),
    timerPausedRemainingMs: integer('timer_paused_remaining_ms'),
  },
  (t) => [
    uniqueIndex('classes_one_current')
      .on(sql`(${t.endedAt} is null)`)
      .where(sql`${t.endedAt} is null`),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }),
    rating: integer('rating').notNull(),
    comments: text('comments'),
    favoritePart: text('favorite_part'),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: createdAt(),
    /** The class current when the row was stored: the database fills it in (migration 0002). */
    classId: integer('class_id')
      .notNull()
      .default(sql`current_class_id()`)
      .references(() => classes.id),
  },
  (t) => [
    check('feedback_rating_range', sql`${t.rating} between 1 and 10`),
    index('feedback_class_id_idx').on(t.classId),
  ],
);

/**
 * Reported negotiation results of every simulation that collects them (shared/simulations.ts). The two
 * party names are neutral here (the reporting side and the other side); the API names them as SPEC
 * section 7 does, from the registry. Ids count per simulation in the API (/api/sims/qos/results/3/hide),
 * so the key is (simulation, id): rows migrated from the former per-simulation tables kept their ids.
 */
export const results = pgTable(
  'results',
  {
    simKey: varchar('sim_key', { length: 32 }).notNull(),
    id: serial('id').notNull(),
    reporterName: varchar('reporter_name', { length: 100 }).notNull(),
    counterpartName: varchar('counterpart_name', { length: 100 }).notNull(),
    noAgreement: boolean('no_agreement').notNull().default(false),
    /** numeric(14,2): at most 999,999,999,999.99 won, exact. */
    amountPaid: numeric('amount_paid', { precision: 14, scale: 2, mode: 'number' }),
    additionalTerms: text('additional_terms').notNull().default(''),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** Hash of the request body the idempotency key was first used with. */
    requestHash: varchar('request_hash', { length: 64 }),
    /** The class current when the row was stored: the database fills it in (migration 0002). */
    classId: integer('class_id')
      .notNull()
      .default(sql`current_class_id()`)
      .references(() => classes.id),
  },
  (t) => [
    primaryKey({ columns: [t.simKey, t.id] }),
    index('results_class_id_idx').on(t.classId),
    // Keys are per simulation, as they were per table: one decides races between parallel retries.
    unique('results_sim_key_idempotency_key_unique').on(t.simKey, t.idempotencyKey),
    index('results_created_at_idx').on(t.createdAt),
  ],
);

/** The instructor account. One row today; the table leaves room for more. */
export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable('sessions', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
