import fc from 'fast-check';

/**
 * fast-check inputs for server/fuzz.test.ts: random and boundary request bodies, path ids, query strings and
 * Idempotency-Key headers, from plainly wrong to nearly right (real field names with bad values).
 */

const hugeString = fc.constantFrom(
  'x'.repeat(10_000),
  '한'.repeat(3_000),
  '\u0000'.repeat(500),
  '😀'.repeat(2_000),
);
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(
    '',
    ' ',
    '   \t\n',
    '\u0000',
    '\uFFFF',
    '\uD800',
    '<script>alert(1)</script>',
    "'; drop table feedback; --",
    '__proto__',
    'constructor',
    '1e309',
    'NaN',
    '-0',
    '0x10',
  ),
  hugeString,
);
const nastyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, -1, 0.001, 1.005, 1e12, 1e12 - 0.01, 999_999_999_999.99, 1e308, -1e308, 5e-324),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 53 + 1),
);
/** Anything a field could wrongly hold (NaN and Infinity become null in JSON, like a real client's would). */
const fieldValue = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/** Each shared contract's field names, to build bodies that are nearly right. */
const contractFields: Record<string, string[]> = {
  qos: ['yeji_agent_name', 'studio_counterpart_name', 'no_agreement', 'amount_paid', 'additional_terms'],
  svd: ['shinhwa_associate_name', 'daesung_gc_name', 'no_agreement', 'amount_paid', 'additional_terms'],
  feedback: ['name', 'rating', 'comments', 'favoritePart'],
  login: ['email', 'password'],
  deck: ['isVisible', 'isDownloadable'],
  simulation: ['isVisible', 'isAccessible'],
  visibleOnly: ['isVisible'],
  archive: ['isArchived'],
  tariffGame: ['pairs'],
  tariffJoin: ['code'],
  tariffChoice: ['round', 'choice'],
  tariffRules: ['multiplier', 'talk'],
};
const allFields = [...new Set(Object.values(contractFields).flat())];

export const targetedBody = fc
  .tuple(
    fc.constantFrom(...Object.values(contractFields)),
    fc.dictionary(fc.constantFrom(...allFields, 'extra', '__proto__', ''), fieldValue, { maxKeys: 3 }),
    fc.array(fieldValue, { minLength: 5, maxLength: 5 }),
    fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  )
  .map(([fields, extra, values, keep]) => {
    const body: Record<string, unknown> = {};
    fields.forEach((f, i) => {
      if (keep[i]) body[f] = values[i];
    });
    return { ...body, ...extra };
  });

/** What goes on the wire: JSON text (possibly malformed), or no body at all. */
export const rawBody = fc.oneof(
  { weight: 3, arbitrary: targetedBody.map((b) => JSON.stringify(b)) },
  { weight: 2, arbitrary: fc.anything().map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.object().map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.json() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      undefined,
      '',
      'null',
      '{',
      '{"a":',
      '[]',
      '"text"',
      '0',
      '{"__proto__":{"isAdmin":true}}',
      `{"name":"${'x'.repeat(40_000)}"}`,
      '\u0000',
    ),
  },
);

export const idValue = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1e3',
    '1.5',
    '99999999999',
    '9'.repeat(40),
    '%00',
    '%',
    '%E0%A4%A',
    '..%2Fx',
    '../x',
    'x'.repeat(3_000),
    'null',
    'undefined',
    '__proto__',
    'constructor',
    'NaN',
    '0x1',
    ' 1',
    'ai.pdf',
    'ai',
    'queenOfSorrows',
    'agent',
  ),
  fc.string({ maxLength: 60 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.integer().map(String),
);

export const queryString = fc.oneof(
  fc.constantFrom(
    '',
    'lang=',
    'lang=ko',
    'lang=en',
    'lang=KO',
    'lang=fr',
    'lang=ko&lang=en',
    'lang[]=ko',
    'lang[x]=ko',
    'lang=%00',
    'lang=%',
    `lang=${'k'.repeat(5_000)}`,
    '__proto__[x]=1',
    'a=1&a=2&a=3',
  ),
  fc
    .dictionary(fc.constantFrom('lang', 'x', 'id', 'page'), fc.string({ maxLength: 30 }), { maxKeys: 3 })
    .map((d) =>
      Object.entries(d)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('&'),
    ),
);

/** Header values Node can send: visible ASCII and spaces (anything else never leaves a real browser either). */
export const idempotencyKey = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 }),
  fc.constantFrom('', ' ', 'a'.repeat(64), 'a'.repeat(65), 'fuzz-reused', 'key with spaces', '../x', '%00'),
);

/** Every C0 control character and DEL: NUL cannot be stored, the rest are never typed on purpose. */
export const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f))
  .map((c) => String.fromCharCode(c));

/**
 * A body each text-taking endpoint accepts, and which of its fields are text (multi-line ones allow \n, \t, \r;
 * one-line ones trim white space at their ends).
 */
export const validTextBodies = [
  {
    path: '/api/sims/qos/submit',
    body: {
      yeji_agent_name: 'Mina',
      studio_counterpart_name: 'Joon',
      amount_paid: 2_500_000_000,
      additional_terms: 'Two films',
    },
    fields: { yeji_agent_name: false, studio_counterpart_name: false, additional_terms: true },
  },
  {
    path: '/api/sims/svd/submit',
    body: {
      shinhwa_associate_name: 'Mina',
      daesung_gc_name: 'Joon',
      amount_paid: 2_000_000_000,
      additional_terms: '',
    },
    fields: { shinhwa_associate_name: false, daesung_gc_name: false, additional_terms: true },
  },
  {
    path: '/api/feedback/submit',
    body: { rating: 9, name: 'Mina', comments: 'Great', favoritePart: 'Role-plays' },
    fields: { name: false, comments: true, favoritePart: true },
  },
  {
    path: '/api/auth/login',
    body: { email: 'nobody@example.com', password: 'not the password' },
    fields: { email: false },
  },
] as const;

/** One of those bodies with a control character put somewhere in one of its text fields. */
export const bodyWithControlCharacter = fc
  .tuple(fc.constantFrom(...validTextBodies), fc.nat(), fc.nat(), controlCharacter)
  .map(([target, which, at, control]) => {
    const names = Object.keys(target.fields) as (keyof typeof target.fields)[];
    const field = names[which % names.length]!;
    const body = { ...target.body } as Record<string, unknown>;
    const value = String(body[field] ?? '');
    const cut = at % (value.length + 1);
    body[field] = value.slice(0, cut) + control + value.slice(cut);
    const multiline = target.fields[field] === true;
    // A one-line field is trimmed first: white space at either end (a tab from a spreadsheet) goes.
    const atEnd = cut === 0 || cut === value.length;
    const allowed = multiline ? /[\n\r\t]/.test(control) : atEnd && /[\t\n\v\f\r]/.test(control);
    return { path: target.path, field, control, body, allowed };
  });
