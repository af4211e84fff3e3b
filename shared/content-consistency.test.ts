import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLASS_FLOWS, takeawayPages } from './class-flow';
import { SIMULATIONS, simulationOf, type Lang, type SimulationDefinition } from './simulations';
import { TIMER_PRESETS } from './contracts/class-timer-config';
import { caseDocument, renderWithCaseFile } from './testing/case-documents';

/**
 * What every teaching document says the same way: the role sheets, the cases' general information, the
 * teaching notes, the observer sheets, the takeaways, the deck sources (the workshop decks and the cases'
 * debrief decks) and the instructor's quick-starts, in both languages. A class reads several of them side by side (a student's sheet, the slide on the
 * projector, the instructor's note), so a preparation time or a word that differs between them is an error.
 */

const root = fileURLToPath(new URL('../', import.meta.url));
const walk = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.md') ? [path.join(dir, e.name)] : [],
    );

/** The registry's paths of a case's documents: its role sheets and every document its case file names. */
const namedDocuments = (sim: SimulationDefinition): string[] =>
  [
    ...sim.roles.map((r) => r.content),
    sim.teachingNotes,
    sim.generalInformation,
    sim.observerSheet,
    sim.takeaway,
  ].flatMap((pair) => (pair ? [pair.en, pair.ko] : []));

/**
 * The slug of the case a folder of content/cases holds: its case file's, or a shipped variant's
 * (`variant.yaml`), whose folder need not be named after its slug (tariff-wars-pd is Tariff Wars (B)).
 */
function slugOfFolder(folder: string): string {
  const dir = path.join(root, 'content/cases', folder);
  const file = fs.existsSync(path.join(dir, 'case.yaml')) ? 'case.yaml' : 'variant.yaml';
  return /^slug:\s*(\S+)/m.exec(fs.readFileSync(path.join(dir, file), 'utf8'))![1]!;
}

/**
 * A case package's Markdown (content/cases/{slug}/...) as its reader gets it, figures written out in its
 * language: through the registry where the case file names the document, else (the debrief deck's source)
 * rendered with the case file's figures as the deck build does.
 */
function caseText(file: string): string {
  const [, folder, inPackage] = /^content\/cases\/([^/]+)\/(.+)$/.exec(file)!;
  const sim = SIMULATIONS.find((s) => s.slug === slugOfFolder(folder!))!;
  const registryPath = `cases/${sim.key}/${inPackage}`;
  if (namedDocuments(sim).includes(registryPath)) return caseDocument(registryPath);
  const lang: Lang = file.endsWith('.ko.md') ? 'ko' : 'en';
  const read = (f: string) => fs.readFileSync(path.join(root, f), 'utf8');
  return renderWithCaseFile(read(`content/cases/${folder}/case.yaml`), read(file), lang);
}

const caseDocuments = fs
  .readdirSync(path.join(root, 'content/cases'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .flatMap((e) => walk(path.join('content/cases', e.name)));

const documents = [
  ...caseDocuments.map((file) => ({ file, text: caseText(file) })),
  ...[
    ...fs
      .readdirSync(path.join(root, 'content/decks'))
      .filter((f) => f.endsWith('.md') && f !== 'README.md')
      .map((f) => path.join('content/decks', f)),
    ...walk('docs/quick-starts'),
  ].map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') })),
];
const korean = documents.filter((d) => d.file.endsWith('.ko.md'));

/** The one preparation time before a negotiation or the Tariff Wars rounds, in minutes. */
const PREPARATION_MINUTES = 20;
const WORDS: Record<string, number> = { five: 5, ten: 10, fifteen: 15, twenty: 20, thirty: 30 };
const minutes = (n: string) => WORDS[n.toLowerCase()] ?? Number(n);

/** Every way the documents state a preparation time, with the minutes in group 1. */
const PREPARATION = [
  /\b(\d+|five|ten|fifteen|twenty|thirty)[ -]minutes? of preparation/gi,
  /\bPreparation:?\**\s*(\d+) minutes/gi,
  /\babout (\d+) minutes to read this briefing and prepare/gi,
  /\bBriefing and team deliberation:?\**\s*(\d+) minutes/gi,
  // the deck's simulations table: "| 20 + 30 min |" under "Prep + play"
  /\|\s*(\d+) \+ \d+ min\s*\|/g,
  /(\d+)분간? (?:동안 )?(?:이 브리핑을 읽고 )?준비/g,
  /준비:?\**\s*(\d+)분/g,
  /브리핑과 팀 내 논의:?\**\s*(\d+)분/g,
  /\|\s*(\d+)분 \+ \d+분\s*\|/g,
];

function preparationTimes(text: string): number[] {
  return PREPARATION.flatMap((re) => [...text.matchAll(re)].map((m) => minutes(m[1]!)));
}

describe('one preparation time across role sheets, teaching notes and decks', () => {
  it('finds the time stated in every role sheet and both negotiation decks', () => {
    for (const d of documents.filter((d) => /^content\/cases\/[^/]+\/roles\//.test(d.file))) {
      expect(preparationTimes(d.text), d.file).not.toEqual([]);
    }
    for (const name of ['negotiation.md', 'negotiation.ko.md']) {
      const deck = documents.find((d) => d.file.endsWith(`/${name}`))!;
      expect(preparationTimes(deck.text), name).not.toEqual([]);
    }
  });

  it.each(documents.map((d) => [d.file, d] as const))('%s states no other', (_file, { text }) => {
    expect(preparationTimes(text).filter((m) => m !== PREPARATION_MINUTES)).toEqual([]);
  });

  it("the class timer's Preparation preset is the same time", () => {
    expect(TIMER_PRESETS.find((p) => p.label === 'Preparation')?.minutes).toBe(PREPARATION_MINUTES);
  });

  it('the checker reads the forms the documents use', () => {
    expect(preparationTimes('after about 10 minutes of preparation')).toEqual([10]);
    expect(preparationTimes('Twenty minutes of preparation beats an hour')).toEqual([20]);
    expect(preparationTimes('- Preparation: 10 minutes.')).toEqual([10]);
    expect(preparationTimes('| Tariff Wars | teams | rounds | 45 + 25 min | No one |')).toEqual([45]);
    expect(preparationTimes('약 10분간 준비한 뒤 30분 정도 협상합니다.')).toEqual([10]);
    expect(preparationTimes('- 준비: 10분(각자 읽기)')).toEqual([10]);
    expect(preparationTimes('- Briefing and team deliberation: 10 minutes (teams read)')).toEqual([10]);
    expect(preparationTimes('- 브리핑과 팀 내 논의: 10분(팀은 브리핑을 읽고)')).toEqual([10]);
    expect(preparationTimes('- 10분 준비가 1시간의 즉흥 대응보다 낫습니다')).toEqual([10]);
    expect(preparationTimes('| 관세 전쟁 | 팀별 | 5라운드 | 45분 + 25분 | 없음 |')).toEqual([45]);
  });
});

/**
 * Every source file of the site (shared/ and client/src, tests left out) that holds Korean text: the strings
 * the pages, forms and messages show. They follow the documents' words.
 */
const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? e.name === '__tests__'
          ? []
          : sourceFiles(path.join(dir, e.name))
        : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    );
const koreanSources = [...sourceFiles('shared'), ...sourceFiles('client/src')]
  .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }))
  .filter((f) => /[\uac00-\ud7a3]/u.test(f.text));

describe('Korean strings of the site', () => {
  it('are found in the shared texts and every feature text file', () => {
    const files = koreanSources.map((f) => f.file);
    for (const file of [
      'shared/tariff-wars-text.ts',
      'shared/survey.ts',
      'shared/class-flow.ts',
      'shared/simulations.ts',
      'client/src/features/tariff/lib/team-text.ts',
      'client/src/features/deal/lib/deal-text.ts',
      'client/src/features/my-debrief/lib/my-debrief-text.ts',
      'client/src/features/seats/lib/seat-text.ts',
    ])
      expect(files).toContain(file);
    // every feature's *-text.ts file that has Korean at all
    const textFiles = files.filter((f) => /^client\/src\/features\/[^/]+\/lib\/[^/]+-text\.ts$/.test(f));
    expect(textFiles.length).toBeGreaterThan(8);
  });
});

/**
 * The glossary (content/glossary.md): one Korean word for each idea, and the words not used for it. The
 * course's terms hold in every Korean document and every Korean string of the site; a case's terms hold in
 * the site's strings and that case's documents (those whose path names its slug). A word the glossary does
 * not use is written as it is, or as /a regular expression/ where the word is right in one context and
 * wrong in another.
 */
interface GlossaryTerm {
  section: string;
  en: string;
  ko: string;
  avoid: (string | RegExp)[];
  meaning: string;
}

const COURSE_SECTION = 'The course · 과정 전체';
const GLOSSARY_FILE = 'content/glossary.md';

function parseGlossary(text: string): GlossaryTerm[] {
  let section = '';
  const terms: GlossaryTerm[] = [];
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1]!;
    if (!line.startsWith('| ') || /^\| (English|---) /.test(line)) continue;
    const [en, ko, avoid, meaning] = line
      .slice(2, -2)
      .split(' | ')
      .map((c) => c.trim());
    terms.push({
      section,
      en: en!,
      ko: ko!,
      avoid:
        avoid === '—'
          ? []
          : avoid!.split(', ').map((w) => (/^\/.+\/$/.test(w) ? new RegExp(w.slice(1, -1), 'u') : w)),
      meaning: meaning ?? '',
    });
  }
  return terms;
}

const glossary = parseGlossary(fs.readFileSync(path.join(root, GLOSSARY_FILE), 'utf8'));
const caseOfSection = (section: string) => SIMULATIONS.find((s) => `${s.title} · ${s.titleKo}` === section);
/**
 * The Korean texts a term holds in: the site's strings (they name every case) and, for the course's terms,
 * every document; for a case's, that case's documents.
 */
const scopeOf = (term: GlossaryTerm) => {
  const sim = caseOfSection(term.section);
  return [...(sim ? korean.filter((d) => d.file.includes(`/${sim.slug}`)) : korean), ...koreanSources];
};
/** The term as a document writes it: without a trailing note in parentheses ("가치를 놓친 (짝, 합의)"). */
const written = (term: GlossaryTerm) => term.ko.replace(/ \(.*\)$/u, '');
const found = (text: string, word: string | RegExp) =>
  typeof word === 'string' ? text.includes(word) : word.test(text);

describe('the glossary', () => {
  it('has the course’s terms and a table for each case it names, every term in both languages', () => {
    const sections = [...new Set(glossary.map((t) => t.section))];
    expect(sections[0]).toBe(COURSE_SECTION);
    for (const section of sections.slice(1)) expect(caseOfSection(section), section).toBeDefined();
    for (const t of glossary) {
      expect(t.en, t.ko).toMatch(/[a-z]/i);
      expect(t.en, t.ko).not.toMatch(/[\uac00-\ud7a3]/u);
      expect(t.ko, t.en).toMatch(/[\uac00-\ud7a3]|BATNA/u);
      expect(t.meaning, t.en).not.toBe('');
      // a word is either the term or not used for it, never both
      for (const word of t.avoid) expect(found(t.ko, word), `${t.ko} / ${String(word)}`).toBe(false);
    }
    // the ideas the review found in more than one Korean form, and the two the documents already kept
    for (const ko of [
      '협상 가능 영역(ZOPA)',
      '기준점(앵커) 효과',
      '조건부 합의',
      '짝',
      '대화 라운드',
      '자국',
    ])
      expect(glossary.map((t) => t.ko)).toContain(ko);
  });

  it('states the one preparation time', () => {
    const row = glossary.find((t) => t.ko === '준비 시간')!;
    expect(row.meaning).toMatch(new RegExp(`^${PREPARATION_MINUTES} minutes\\b`));
  });

  it('reads a word it does not use as text or as a pattern', () => {
    const [hearing] = parseGlossary('## x\n| the hearing | 변론기일 | /(?<!중재 )심리/, 심리기일 | m | 뜻 |');
    expect(hearing!.avoid).toHaveLength(2);
    expect(found('6주 뒤 심리에 들어갈', hearing!.avoid[0]!)).toBe(true);
    expect(found('해외 중재 심리에 묶여', hearing!.avoid[0]!)).toBe(false);
  });

  it.each(glossary.map((t) => [t.ko, t] as const))('%s is used in its documents', (_ko, term) => {
    expect(scopeOf(term).some((d) => d.text.includes(written(term)))).toBe(true);
  });

  it.each([...korean, ...koreanSources].map((d) => [d.file, d] as const))(
    '%s uses the glossary’s Korean terms, not the words it does not use',
    (file, { text }) => {
      const used = glossary
        .filter((t) => scopeOf(t).some((d) => d.file === file))
        .flatMap((t) => t.avoid.filter((w) => found(text, w)).map((w) => `${String(w)} (say ${t.ko})`));
      expect(used).toEqual([]);
    },
  );
});

describe('the class-flow documents', () => {
  const pairs = [
    ...SIMULATIONS.flatMap((s) =>
      s.observerSheet ? [[`${s.key} observer sheet`, s.observerSheet] as const] : [],
    ),
    ...takeawayPages().map((p) => [`${p.key} takeaway`, p.files] as const),
  ];
  const read = caseDocument;
  /** The outline a reader finds in both languages: headings by level, table rows and list items. */
  const outline = (text: string) => ({
    headings: text
      .split('\n')
      .filter((l) => /^#{1,3} /.test(l))
      .map((l) => l.split(' ')[0]),
    tableRows: text.split('\n').filter((l) => l.startsWith('|')).length,
    items: text.split('\n').filter((l) => /^(- |\d+\. )/.test(l)).length,
  });

  it('has a takeaway page for every case: both negotiations and Tariff Wars, with their variants', () => {
    expect(pairs.map(([name]) => name)).toEqual([
      'queenOfSorrows observer sheet',
      'queenOfSorrowsNoDeal observer sheet',
      'shinhwaDaesung observer sheet',
      'solaraLunara observer sheet',
      'tariffWarsB observer sheet',
      'queenOfSorrows takeaway',
      'queenOfSorrowsNoDeal takeaway',
      'shinhwaDaesung takeaway',
      'solaraLunara takeaway',
      'tariffWarsB takeaway',
    ]);
    expect(takeawayPages().map((p) => p.key)).toEqual(SIMULATIONS.map((s) => s.key));
  });

  it.each(pairs)('%s exists in English and Korean with the same outline', (_name, files) => {
    const en = read(files.en);
    const ko = read(files.ko);
    // the English pages name Korean editions of the readings, in 《 》, and nothing else in Korean
    expect(en.replace(/《[^》]*》/gu, '')).not.toMatch(/[\uac00-\ud7a3]/u);
    expect(ko).toMatch(/[\uac00-\ud7a3]/u);
    expect(outline(ko)).toEqual(outline(en));
  });

  it('every negotiation role sheet ends with its planning hints, in both languages', () => {
    for (const sim of CLASS_FLOWS.map((f) => simulationOf(f.key))) {
      for (const role of sim.roles) {
        expect(read(role.content.en), `${sim.key} ${role.slug}`).toMatch(/\n## Planning hints\n/);
        expect(read(role.content.ko), `${sim.key} ${role.slug}`).toMatch(/\n## 계획 세우기 도움말\n/);
      }
    }
  });
});
