import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  bigint,
  boolean,
  doublePrecision,
  check,
  index,
  integer,
  jsonb,
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
import type { TariffRules } from '@shared/team-game';

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
 * The settings version: one row, one integer, bumped in the same transaction as every write of a setting a
 * visitor's page shows (server/db/settings-version.ts), so a kept page's key names the settings it shows.
 */
export const settingsVersion = pgTable(
  'settings_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
  },
  (t) => [check('settings_version_one_row', sql`${t.id} = 1`)],
);

/**
 * Classes: one teaching occasion each. The current class is the one that has not ended; a
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
     * The class timer: a label and either the moment it ends (running) or what was left when it
     * was paused. No label: no timer.
     */
    timerLabel: varchar('timer_label', { length: 40 }),
    timerEndsAt: timestamp('timer_ends_at', { withTimezone: true }),
    timerPausedRemainingMs: integer('timer_paused_remaining_ms'),
    /** What students type or scan to join (seats); drawn when the class is first shown, unique forever. */
    joinCode: varchar('join_code', { length: 6 }).unique(),
    /** Whether the class takes new students (seats); the instructor closes it once everyone is in. */
    joinOpen: boolean('join_open').notNull().default(true),
    /** Days after the class ends that its personal data is kept (0: until the class is deleted). */
    retentionDays: integer('retention_days').notNull().default(180),
    /** When its personal data was destroyed (server/db/personal-data.ts); null: not yet. */
    personalDataDestroyedAt: timestamp('personal_data_destroyed_at', { withTimezone: true }),
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
 * party names are neutral here (the reporting side and the other side); the API names them per simulation
 * (`yeji_agent_name`, ...), from the registry. Ids count per simulation in the API
 * (/api/sims/qos/results/3/hide), so the key is (simulation, id): rows migrated from the former
 * per-simulation tables kept their ids.
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
    /**
     * A pair's final agreement (deals) made this row: it carries the table, the first offer and the
     * contingent part too, and is removed when the instructor reopens the agreement. Null for a report.
     */
    dealId: integer('deal_id')
      .unique()
      .references((): AnyPgColumn => deals.id, { onDelete: 'set null' }),
    confirmedByBoth: boolean('confirmed_by_both').notNull().default(false),
    tableNo: integer('table_no'),
    /** The round of the case the pair's agreement was in (a report without a pair: round 1). */
    round: integer('round').notNull().default(1),
    firstOfferRole: varchar('first_offer_role', { length: 64 }),
    firstOfferAmount: numeric('first_offer_amount', { precision: 14, scale: 2, mode: 'number' }),
    contingentAmount: numeric('contingent_amount', { precision: 14, scale: 2, mode: 'number' }),
    contingentCondition: text('contingent_condition'),
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

/**
 * Tariff Wars games. A game belongs to the class current when it was created (the database fills
 * it in); a newer game of the class ends it (`ended_at`), and a partial unique index allows one running game
 * per class. Nothing is deleted.
 */
export const tariffGames = pgTable(
  'tariff_games',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .default(sql`current_class_id()`)
      .references(() => classes.id),
    pairs: integer('pairs').notNull(),
    /** The team game it plays (a case's key) and that case's rules when it was created (shared/team-game.ts). */
    simKey: varchar('sim_key', { length: 40 }).notNull(),
    rules: jsonb('rules').$type<TariffRules>().notNull(),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check('tariff_games_pairs_range', sql`${t.pairs} between 1 and 30`),
    uniqueIndex('tariff_games_one_running_per_class')
      .on(t.classId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** The five rounds of a game: their special rules, and when each was revealed (null: not yet). */
export const tariffRounds = pgTable(
  'tariff_rounds',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => tariffGames.id),
    number: integer('number').notNull(),
    multiplier: integer('multiplier').notNull().default(1),
    talk: boolean('talk').notNull().default(false),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.number] }),
    check('tariff_rounds_number_range', sql`${t.number} between 1 and 5`),
    check('tariff_rounds_multiplier_values', sql`${t.multiplier} in (1, 2, 3)`),
  ],
);

/** The teams of a game, two per pair. Join codes are unique among all games ever, so an old sheet joins nothing new. */
export const tariffTeams = pgTable(
  'tariff_teams',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => tariffGames.id),
    country: varchar('country', { length: 8 }).notNull(),
    pair: integer('pair').notNull(),
    code: varchar('code', { length: 6 }).notNull().unique(),
    /** The team as a group: its devices (the team cookie) and its seated members (server/db/groups.ts). */
    groupId: integer('group_id')
      .notNull()
      .unique()
      .references(() => groups.id),
  },
  (t) => [
    unique('tariff_teams_game_country_pair_unique').on(t.gameId, t.country, t.pair),
    check('tariff_teams_country_values', sql`${t.country} in ('solara', 'lunara')`),
  ],
);

/**
 * Locked choices: one per team per round, which the unique constraint decides (two devices of a team locking
 * at once store one choice). The Idempotency-Key it was sent with lets a retry get the same answer.
 */
export const tariffChoices = pgTable(
  'tariff_choices',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => tariffGames.id),
    round: integer('round').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => tariffTeams.id),
    choice: varchar('choice', { length: 4 }).notNull(),
    createdAt: createdAt(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** The seated student who locked it (the instructor's page names them); null for a printed-code device. */
    seatId: integer('seat_id').references(() => seats.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('tariff_choices_game_round_team_unique').on(t.gameId, t.round, t.teamId),
    check('tariff_choices_choice_values', sql`${t.choice} in ('High', 'Low')`),
  ],
);

/**
 * The limits every app process shares (ADR 14): one row per counted key. For a window (express-rate-limit),
 * `level` is the hits since `at`, the window's start; for a budget of failures, `level` is the failures in
 * the bucket at `at`, leaking since. Times are epoch milliseconds from the app's clock. A row past
 * `expires_at` counts for nothing and is deleted lazily.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    at: bigint('at', { mode: 'number' }).notNull(),
    level: doublePrecision('level').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

/**
 * Open live streams per address and per browser, as each process last counted them (ADR 14): a process
 * writes its own rows as streams open and close, and again at each heartbeat (`seen_at`, epoch ms), so the
 * rows of a process that died stop counting once they are stale.
 */
export const liveStreamHolds = pgTable(
  'live_stream_holds',
  {
    process: text('process').notNull(),
    key: text('key').notNull(),
    streams: integer('streams').notNull(),
    seenAt: bigint('seen_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.process, t.key] }), index('live_stream_holds_key_idx').on(t.key)],
);

/**
 * Seats: a student in one class, by name (unique in the class regardless of case and look-alikes: `name_key`). The seat code
 * opens the seat on another device; a re-seat token (only its SHA-256) is the instructor's one-time link.
 */
export const seats = pgTable(
  'seats',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    name: varchar('name', { length: 40 }).notNull(),
    /** The name's confusable skeleton (server/modules/seats/name-key.ts): up to 6 characters per character. */
    nameKey: varchar('name_key', { length: 256 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    seatCode: varchar('seat_code', { length: 8 }).notNull().unique(),
    joinedAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** The last time a page of the seat said it was being closed (its `pagehide`): see isPresent. */
    pageClosedAt: timestamp('page_closed_at', { withTimezone: true }),
    reseatTokenHash: varchar('reseat_token_hash', { length: 64 }).unique(),
    reseatExpiresAt: timestamp('reseat_expires_at', { withTimezone: true }),
  },
  (t) => [
    unique('seats_class_name_unique').on(t.classId, t.nameKey),
    check('seats_lang_values', sql`${t.lang} in ('en', 'ko')`),
  ],
);

/** The devices of a seat: each seat cookie holds a random token; only its SHA-256 is stored. */
export const seatDevices = pgTable(
  'seat_devices',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    seatId: integer('seat_id')
      .notNull()
      .references(() => seats.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('seat_devices_seat_id_idx').on(t.seatId)],
);

/**
 * Groups: a set of seats that act together, of a kind: a Tariff Wars team, a negotiating pair or trio. A
 * group's devices (a cookie each, only its SHA-256 stored) are those that joined it without a seat (a printed
 * team code); its members are seats. The live channel's `{group}` audience is both.
 */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .default(sql`current_class_id()`)
      .references(() => classes.id),
    kind: varchar('kind', { length: 8 }).notNull(),
    /**
     * A negotiating pair or trio: the published assignment (one round of a case) and the table it sits at.
     * Null for a Tariff Wars team.
     */
    assignmentId: integer('assignment_id').references((): AnyPgColumn => assignments.id, {
      onDelete: 'cascade',
    }),
    tableNo: integer('table_no'),
    createdAt: createdAt(),
  },
  (t) => [
    check('groups_kind_values', sql`${t.kind} in ('team', 'pair', 'trio')`),
    unique('groups_assignment_table_unique').on(t.assignmentId, t.tableNo),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    seatId: integer('seat_id')
      .notNull()
      .references(() => seats.id, { onDelete: 'cascade' }),
    /** A negotiating member's role (a registry role slug); null in a team. */
    role: varchar('role', { length: 64 }),
    /** Where the member sits at the table (1, 2, 3 in role order), as oTree's id_in_group; null in a team. */
    position: integer('position'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.seatId] }), index('group_members_seat_id_idx').on(t.seatId)],
);

export const groupDevices = pgTable(
  'group_devices',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('group_devices_group_id_idx').on(t.groupId)],
);

/**
 * The instructor's current presentation, one row per instructor account: the laptop, the projector's window
 * and the phone are different sessions of the same instructor, and every app process reads the same row. The
 * elapsed-time clock runs from `started_at` (shifted on resume); while paused it is null and
 * `paused_elapsed_ms` holds the time shown.
 */
export const presenterStates = pgTable(
  'presenter_states',
  {
    adminId: integer('admin_id')
      .primaryKey()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    deckKey: varchar('deck_key', { length: 32 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    slide: integer('slide').notNull(),
    total: integer('total').notNull(),
    black: boolean('black').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    pausedElapsedMs: bigint('paused_elapsed_ms', { mode: 'number' }),
    followAlong: boolean('follow_along').notNull().default(false),
    /** What a projector's browser types to join this presentation; null until asked for. */
    projectorCode: varchar('projector_code', { length: 6 }).unique(),
    updatedAt: updatedAt(),
  },
  (t) => [check('presenter_states_slide_check', sql`${t.slide} between 1 and ${t.total}`)],
);

/**
 * The projectors' browsers joined to a presentation by its code: the hash of each one's cookie. They go with
 * the presentation (ended, or idle too long: the row is deleted).
 */
export const presenterProjectors = pgTable(
  'presenter_projectors',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => presenterStates.adminId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('presenter_projectors_admin_id_idx').on(t.adminId)],
);

/**
 * A simulation's assignment of roles and partners in a class (server/modules/pairing): the matcher's value as
 * JSON (tables of seat ids and roles, observers, flagged and absent seats; no names), a draft until
 * `published_at`. The latest published one of a class and simulation is what the students see.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .default(sql`current_class_id()`)
      .references(() => classes.id),
    simKey: varchar('sim_key', { length: 32 }).notNull(),
    /** Which round of the case in the class: 1, then one more each time the class plays it again. */
    round: integer('round').notNull().default(1),
    odd: varchar('odd', { length: 8 }).notNull(),
    state: jsonb('state').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('assignments_class_sim_idx').on(t.classId, t.simKey, t.round)],
);

/**
 * Who may read a negotiation's role instructions while its roles are assigned by the site (pairing): with
 * `assigned_only`, a seated student reads only their own role, and a visitor without a seat reads none unless
 * `unseated_access`. `assigned_only` null: the instructor has not chosen, so it is on while the current class
 * has a published assignment of the case and off otherwise (server/modules/pairing/repository.ts). A public
 * setting: its writes bump the settings version (the kept role pages change), and so does publishing while
 * it is unchosen.
 */
export const roleRules = pgTable('role_rules', {
  simKey: varchar('sim_key', { length: 32 }).primaryKey(),
  assignedOnly: boolean('assigned_only'),
  unseatedAccess: boolean('unseated_access').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * A seated pair's negotiation (shared/contracts/deal.ts): one row per table of a published assignment. Every
 * write to a pair's deal locks this row first, so two phones writing at once take turns. The first offer is
 * the last one recorded (a correction replaces it); the agreement is its versions (`agreement_versions`), and
 * `agreement_version` is the current one (0: none yet).
 */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .default(sql`current_class_id()`)
      .references(() => classes.id),
    simKey: varchar('sim_key', { length: 32 }).notNull(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    tableNo: integer('table_no').notNull(),
    /** The pair's group (the same assignment and table): its members and its live audience. */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    firstOfferRole: varchar('first_offer_role', { length: 64 }),
    firstOfferAmount: numeric('first_offer_amount', { precision: 14, scale: 2, mode: 'number' }),
    firstOfferRecordedBy: integer('first_offer_recorded_by').references(() => seats.id, {
      onDelete: 'set null',
    }),
    firstOfferAt: timestamp('first_offer_at', { withTimezone: true }),
    agreementVersion: integer('agreement_version').notNull().default(0),
    /** Null until an agreement is entered; then waiting, confirmed or disputed. */
    status: varchar('status', { length: 16 }),
    disputeNote: text('dispute_note'),
    disputeBy: integer('dispute_by').references(() => seats.id, { onDelete: 'set null' }),
    /** The amount the disputing student says was agreed, when they named one. */
    disputeAmount: numeric('dispute_amount', { precision: 14, scale: 2, mode: 'number' }),
    /** Confirmed by both sides, or settled or entered by the instructor. */
    finalAt: timestamp('final_at', { withTimezone: true }),
    byInstructor: boolean('by_instructor').notNull().default(false),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('deals_assignment_table_unique').on(t.assignmentId, t.tableNo),
    index('deals_class_sim_idx').on(t.classId, t.simKey),
    check('deals_status_values', sql`${t.status} in ('waiting', 'confirmed', 'disputed')`),
  ],
);

/** Every version of a pair's agreement form, as entered (the body is shared/agreement.ts AgreedDeal). */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    body: jsonb('body').notNull(),
    /** Null when the instructor entered it. */
    enteredBy: integer('entered_by').references(() => seats.id, { onDelete: 'set null' }),
    /** Seat ids that confirmed this version (the one who entered it counts as confirming). */
    confirmedBy: jsonb('confirmed_by')
      .notNull()
      .default(sql`'[]'::jsonb`),
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.dealId, t.version] }),
    unique('agreement_versions_idempotency_unique').on(t.dealId, t.idempotencyKey),
  ],
);

/**
 * Each "Something's wrong" note a student wrote about a version of their pair's agreement. The deal row holds
 * only the open dispute (an edit or a confirmation clears it); these keep every note, the student's own words,
 * for their data export. Deleted with the seat, or with the deal.
 */
export const disputeNotes = pgTable(
  'dispute_notes',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    seatId: integer('seat_id')
      .notNull()
      .references(() => seats.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    note: text('note').notNull(),
    /** The amount the student named as the one agreed (null: none named). */
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('dispute_notes_seat_idx').on(t.seatId)],
);

/** A student's plan for a simulation in their class (private to them and the instructor). */
export const plans = pgTable(
  'plans',
  {
    seatId: integer('seat_id')
      .notNull()
      .references(() => seats.id, { onDelete: 'cascade' }),
    simKey: varchar('sim_key', { length: 32 }).notNull(),
    /** The round of the case the plan is for (each round has its own). */
    round: integer('round').notNull().default(1),
    body: jsonb('body').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seatId, t.simKey, t.round] })],
);

/** A student's post-negotiation survey answers (shared/survey.ts), answered once. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    seatId: integer('seat_id')
      .notNull()
      .references(() => seats.id, { onDelete: 'cascade' }),
    simKey: varchar('sim_key', { length: 32 }).notNull(),
    round: integer('round').notNull().default(1),
    answers: jsonb('answers').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seatId, t.simKey, t.round] })],
);

/** What a student typed into a deal form and has not sent yet, kept a few seconds after typing stops. */
export const dealDrafts = pgTable(
  'deal_drafts',
  {
    seatId: integer('seat_id')
      .notNull()
      .references(() => seats.id, { onDelete: 'cascade' }),
    simKey: varchar('sim_key', { length: 32 }).notNull(),
    round: integer('round').notNull().default(1),
    form: varchar('form', { length: 16 }).notNull(),
    body: jsonb('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.seatId, t.simKey, t.round, t.form] })],
);

/** Whether a simulation's debrief is released to the students of a class (their own debrief on /me). */
export const debriefReleases = pgTable(
  'debrief_releases',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    simKey: varchar('sim_key', { length: 32 }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.simKey] })],
);

/**
 * Random keys the server draws for itself the first time it needs one, shared by every process of the site
 * (server/db/server-secrets.ts): today the key that signs the join limit's device cookies (ADR 24).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Raw bytes (PostgreSQL bytea), as Node's Buffer: a case package's .zip exactly as it was uploaded. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The cases an instructor added through the site (server/modules/cases): each the .zip as uploaded, byte for
 * byte, read again by every process at start and when another process adds or removes one. A case a class
 * used is archived, not deleted (its results, seats and assignments name it by key).
 */
export const casePackages = pgTable('case_packages', {
  key: varchar('key', { length: 40 }).primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  zip: bytes('zip').notNull(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});
