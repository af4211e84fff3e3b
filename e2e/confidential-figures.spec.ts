import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFiguresOf } from '../shared/case-figures';
import { simulationPages } from '../shared/routes';
import type { Figure } from '../shared/scenarios';
import { SIMULATIONS } from '../shared/simulations';
import { adminCookie, startServer, type RunningServer } from './support/server';

// A role's private figures reach only that role's own instruction page and the signed-in instructor (the
// API's case figures): never the code every visitor downloads, nor a page a visitor is sent. Searched in
// the client's build (`npm run build` first; dist/ssr is the server's renderer, never sent: what it renders
// is searched as the pages) and in every page the built server renders for a visitor.

const root = fileURLToPath(new URL('../', import.meta.url));
const TEXT_FILE = /\.(js|mjs|html|css|json|map|txt|svg)(\.gz|\.br)?$/;

interface Secret {
  /** Where it comes from, e.g. "queenOfSorrows: Agent walk-away". */
  name: string;
  /** Every spelling the app or its build could give it. */
  forms: string[];
  /** The instruction pages that state it (their own role's figures). */
  statedOn: Set<string>;
  /**
   * Another case's pages may state the same amount as a fact of their own (Shinhwa's sheets name 200 million
   * won, Queen of Sorrows' studio ceiling), and a variant's restate its base's figures as its own.
   */
  /** The case's own pages (a variant's, `queen-of-sorrows-b-…`, are not its base's). */
  casePages: ReadonlySet<string>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A figure's value as the minifier writes it in a figure's object (`value:5e7`): a bare 5e7 or 1e9 is also
 * a size limit or a unit (a billion) in code that names no figure.
 */
const minified = (value: number) => {
  const digits = String(value);
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  return zeros > 2 ? `${digits.slice(0, digits.length - zeros)}e${zeros}` : digits;
};
/** A form as a whole: "1 billion won" not inside "21 billion won", "1,000,000,000" not inside a trillion. */
const pattern = (form: string) => new RegExp(`(?<![\\w.,$])${escape(form)}(?![\\w]|[.,]\\d)`, 'u');

/**
 * Every figure some role must never state, in each spelling (digits, grouped, minified, the documents'
 * English and Korean wording, its label); and the labels of every figure private to one side (the
 * studio's ceiling is the agent's ideal in value, but "Studio ceiling" names the studio's limit). A figure is
 * known by its label, which is the case's own (the registry gives each role its own copy of a figure); its
 * amount may be on a page whose role states the same amount as its own figure (the agent's ideal is the
 * studio's ceiling), its label only on the pages of the role it belongs to.
 */
function secrets(): Secret[] {
  const out: Secret[] = [];
  for (const sim of SIMULATIONS) {
    const figures = caseFiguresOf(sim.key);
    if (!figures) continue;
    const pages = simulationPages(sim);
    const casePages = new Set(pages.map((p) => p.path));
    const statedOn = (stated: (f: Figure) => boolean) =>
      new Set(
        pages.flatMap((p) =>
          p.kind === 'instructions' && figures.roles[p.role]?.states.some(stated) ? [p.path] : [],
        ),
      );
    const byLabel = (f: Figure) => (g: Figure) => g.label === f.label;
    const byValue = (f: Figure) => (g: Figure) => g.value === f.value;
    const unique = (list: Figure[]) => [...new Map(list.map((f) => [f.label, f])).values()];
    const roles = Object.values(figures.roles);
    const never = unique(roles.flatMap((r) => r.never));
    const stated = unique(roles.flatMap((r) => r.states));
    for (const f of never) {
      const name = `${sim.key}: ${f.label}`;
      out.push(
        { name, forms: [f.label], statedOn: statedOn(byLabel(f)), casePages },
        {
          name,
          forms: [
            f.en,
            f.ko,
            f.ko.replace(/ 원$/, '원'),
            String(f.value),
            f.value.toLocaleString('en-US'),
            `value:${minified(f.value)}`,
          ],
          statedOn: statedOn(byValue(f)),
          casePages,
        },
      );
    }
    for (const f of stated)
      if (!never.some(byLabel(f)) && roles.some((r) => !r.states.some(byLabel(f))))
        out.push({
          name: `${sim.key}: ${f.label}`,
          forms: [f.label],
          statedOn: statedOn(byLabel(f)),
          casePages,
        });
  }
  return out;
}

/** "form of secret in where" for each secret found where it must not be. */
function found(where: string, text: string, list: Secret[]): string[] {
  const page = where.split(' ')[0]!;
  const otherCase = (s: Secret) => page.startsWith('/simulations/') && !s.casePages.has(page);
  return list.flatMap((s) =>
    s.statedOn.has(page) || otherCase(s)
      ? []
      : s.forms.filter((f) => pattern(f).test(text)).map((f) => `"${f}" (${s.name}) in ${where}`),
  );
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const readText = (file: string) => {
  const bytes = fs.readFileSync(file);
  const plain = file.endsWith('.gz')
    ? zlib.gunzipSync(bytes)
    : file.endsWith('.br')
      ? zlib.brotliDecompressSync(bytes)
      : bytes;
  return plain.toString('utf8');
};

const list = secrets();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('no confidential figure reaches a visitor', () => {
  it('knows the figures it looks for, and finds them where they belong', () => {
    expect(list.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'queenOfSorrows: Agent walk-away',
        'queenOfSorrows: Studio target',
        'queenOfSorrows: Studio ceiling',
        'shinhwaDaesung: Client ceiling',
        'shinhwaDaesung: Associate minimum',
      ]),
    );
    // the search itself: a figure in any spelling is found, a longer number is not
    const walkAway = list.filter((s) => s.name === 'queenOfSorrows: Agent walk-away');
    for (const text of ['{value:5e7,', 'limit 50,000,000', '"5천만 원"', 'Agent walk-away', '(50000000)'])
      expect(found('x', text, walkAway), text).toHaveLength(1);
    for (const text of ['{value:15e7,', '150,000,000', '500000000', '25천만 원', '50,000,000,000'])
      expect(found('x', text, walkAway), text).toEqual([]);
  });

  it("no file of the client's build holds one, compressed copies included", () => {
    const files = filesUnder(path.join(root, 'dist/client')).filter((f) => TEXT_FILE.test(f));
    const texts = files.map((f) => [path.relative(root, f), readText(f)] as const);
    // the search reads the app's code
    expect(texts.some(([, t]) => t.includes('Mastering Critical Workplace Skills'))).toBe(true);
    expect(texts.flatMap(([name, text]) => found(name, text, list))).toEqual([]);
  });

  it("no page a visitor is sent holds one, rendered or from the page cache, but a role's own on its page", async () => {
    const pages = [
      ...SIMULATIONS.flatMap((s) => simulationPages(s).map((p) => p.path)),
      '/',
      '/no-such-page',
    ];
    const leaks: string[] = [];
    // twice: rendered, then as the page cache keeps it
    for (const round of ['rendered', 'kept'])
      for (const page of pages) {
        const res = await fetch(server.url + page);
        leaks.push(...found(`${page} (${round})`, await res.text(), list));
      }
    expect(leaks).toEqual([]);
    // the pages are the site, a role's own figures on its own instructions
    const agent = await (await fetch(`${server.url}/simulations/queen-of-sorrows-agent-instructions`)).text();
    expect(agent).toContain('50 million won');
  });

  it('the instructor signed in reads every figure of the chart from the API', async () => {
    const cookie = await adminCookie(server.url);
    for (const sim of SIMULATIONS) {
      const chart = caseFiguresOf(sim.key)?.chart;
      if (!chart) continue;
      const url = `${server.url}/api/sims/${sim.key}/case-figures`;
      expect((await fetch(url)).status, 'a visitor').toBe(401);
      const res = await fetch(url, { headers: { Cookie: cookie } });
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      for (const { figure } of chart) {
        expect(text).toContain(figure.label);
        expect(text).toContain(`"value":${figure.value}`);
      }
    }
  });
});
