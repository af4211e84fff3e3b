import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseDryRun } from '@shared/contracts/case-preview';
import { caseMessages, type CaseSummary } from '@shared/contracts/cases-config';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { CasesTab } from '../components/cases-tab';

// the toast after adding or removing a case: a lazy chunk, loaded before the tests
preloadLazyChunks(() => import('@/components/ui/toaster'));

afterEach(() => vi.restoreAllMocks());

const summary = (over: Partial<CaseSummary>): CaseSummary => ({
  key: 'queenOfSorrows',
  slug: 'queen-of-sorrows',
  title: 'Queen of Sorrows',
  titleKo: '슬픔의 여왕',
  kind: 'Talent contract',
  source: 'built-in',
  status: 'ok',
  problems: [],
  enabled: true,
  archived: false,
  used: true,
  ...over,
});

const CASES: CaseSummary[] = [
  summary({}),
  summary({
    key: 'brokenHarbour',
    slug: 'broken-harbour',
    title: 'Broken Harbour',
    titleKo: '고장 난 항구',
    source: 'added',
    status: 'invalid',
    used: false,
    problems: [{ file: 'case.yaml', path: 'format', line: 4, message: 'Invalid option' }],
  }),
  summary({
    key: 'usedHarbour',
    slug: 'used-harbour',
    title: 'Used Harbour',
    titleKo: '쓰인 항구',
    source: 'added',
    used: true,
  }),
  summary({
    key: 'freshHarbour',
    slug: 'fresh-harbour',
    title: 'Fresh Harbour',
    titleKo: '새 항구',
    source: 'added',
    used: false,
  }),
];

const sheet = (title: string, titleKo: string, html: string, htmlKo: string) => ({
  en: { title, html },
  ko: { title: titleKo, html: htmlKo },
});

const CHECKED: CaseDryRun = {
  key: 'tinyHarbour',
  slug: 'tiny-harbour',
  preview: {
    title: 'Tiny Harbour',
    titleKo: '작은 항구',
    kind: 'Two-party price negotiation',
    roles: [
      { slug: 'ferry', title: 'Ferry operator', titleKo: '페리 운영사' },
      { slug: 'harbour', title: 'Harbour authority', titleKo: '항만 당국' },
    ],
    documents: ['notes/teaching.en.md', 'roles/ferry.en.md'],
  },
  roleSheets: [
    {
      slug: 'ferry',
      title: 'Ferry operator',
      titleKo: '페리 운영사',
      sheet: sheet(
        'Ferry operator: confidential',
        '페리 운영사: 대외비',
        '<p>Pay no more than <strong>30 million won</strong> for the season.</p>',
        '<p>시즌 선석료로 3천만 원을 넘기지 마십시오.</p>',
      ),
    },
    {
      slug: 'harbour',
      title: 'Harbour authority',
      titleKo: '항만 당국',
      sheet: sheet(
        'Harbour authority: confidential',
        '항만 당국: 대외비',
        '<p>Take no less than 20 million won.</p>',
        '<p>2천만 원 미만은 받지 마십시오.</p>',
      ),
    },
  ],
  generalInformation: null,
  teachingNotes: sheet(
    'Teaching notes',
    '강의 노트',
    '<p>The zone of agreement lies between the limits.</p>',
    '<p>합의 가능 영역은 두 한계 사이에 있습니다.</p>',
  ),
  figures: [
    {
      name: 'ferry.ceiling',
      owner: 'ferry',
      label: "Ferry's ceiling",
      value: 30_000_000,
      words: { en: '30 million won', ko: '3천만 원' },
    },
    {
      name: 'harbour.floor',
      owner: 'harbour',
      label: "Harbour's floor",
      value: 20_000_000,
      words: { en: '20 million won', ko: '2천만 원' },
    },
  ],
  walkAway: { seller: 'harbour.floor', buyer: 'ferry.ceiling' },
};

/** A fake server: the list, then whatever `upload` answers a POST of a package, and 204 for a DELETE. */
function server(
  upload: (dryRun: boolean) => Response = (dryRun) =>
    json(dryRun ? 200 : 201, { success: true, data: CHECKED }),
) {
  return stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/cases' && method === 'GET') return json(200, { success: true, data: CASES });
    if (url.startsWith('/api/cases') && method === 'POST') return upload(url.endsWith('?dryRun=1'));
    if (/^\/api\/cases\/\w+$/.test(url) && method === 'DELETE') return new Response(null, { status: 204 });
    return json(404, { success: false, message: 'Not found.' });
  });
}

const zipFile = () =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'tiny-harbour.zip', { type: 'application/zip' });

describe('the Cases tab', () => {
  it('lists every case with its source and status, the problems of an invalid one, and its export', async () => {
    server();
    renderWithApp(<CasesTab />);
    const table = await screen.findByRole('table', { name: 'Every case' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent(/Queen of Sorrows.*Built-in.*OK/);
    expect(within(rows[0]!).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(rows[1]).toHaveTextContent(/Broken Harbour.*Added.*Invalid/);
    expect(within(rows[1]!).getByRole('list', { name: 'Problems of Broken Harbour' })).toHaveTextContent(
      'case.yaml:4 · format: Invalid option',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Export: Queen of Sorrows' })).toHaveAttribute(
      'href',
      '/api/cases/queenOfSorrows/package',
    );
  });

  it('says before removing whether a case will be archived or deleted', async () => {
    const calls = server();
    renderWithApp(<CasesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove…: Used Harbour' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Used Harbour' });
    expect(dialog).toHaveTextContent('A class used this case, so it will be archived');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Remove…: Fresh Harbour' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Fresh Harbour' });
    expect(dialog).toHaveTextContent('No class used this case, so it will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete case' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.init.method === 'DELETE')?.url).toBe('/api/cases/freshHarbour');
  });
});

describe('adding a case package', () => {
  it('checks a chosen .zip, shows its figures, range, sheets and notes in both languages, then adds it', async () => {
    const calls = server();
    renderWithApp(<CasesTab />);
    await userEvent.upload(await screen.findByLabelText('Case package (.zip)'), zipFile());

    const preview = await screen.findByRole('group', { name: 'Preview of the case' });
    expect(calls.filter((c) => c.init.method === 'POST').map((c) => c.url)).toEqual(['/api/cases?dryRun=1']);
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(new Headers(post.init.headers).get('Content-Type')).toBe('application/zip');
    expect(post.init.body).toBeInstanceOf(File);
    expect(within(preview).getByRole('list', { name: 'Roles' })).toHaveTextContent(
      'Ferry operator (페리 운영사)Harbour authority (항만 당국)',
    );
    expect(within(preview).getByRole('list', { name: 'Documents' })).toHaveTextContent('roles/ferry.en.md');

    // the figures in both languages' words, and the range their walk-away points leave
    const figures = within(preview).getByRole('table', { name: 'Figures of the case' });
    expect(
      within(figures)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'FigureWhoseEnglishKorean',
      "Ferry's ceiling ferry.ceilingFerry operator30 million won3천만 원",
      "Harbour's floor harbour.floorHarbour authority20 million won2천만 원",
    ]);
    expect(preview).toHaveTextContent(
      'Bargaining range: 20 million won to 30 million won. These sides can agree.',
    );

    // each role's sheet as its students will read it, in English and Korean
    await userEvent.click(within(preview).getByRole('tab', { name: 'Ferry operator' }));
    const english = within(preview).getByRole('region', { name: 'Ferry operator, English' });
    expect(within(english).getByRole('heading', { name: 'Ferry operator: confidential' })).toBeVisible();
    expect(english).toHaveTextContent('Pay no more than 30 million won for the season.');
    expect(within(english).getByText('30 million won').tagName).toBe('STRONG');
    const korean = within(preview).getByRole('region', { name: 'Ferry operator, Korean' });
    expect(korean).toHaveTextContent('페리 운영사: 대외비시즌 선석료로 3천만 원을 넘기지 마십시오.');
    expect(within(korean).getByRole('article')).toHaveAttribute('lang', 'ko');

    await userEvent.click(within(preview).getByRole('tab', { name: 'Teaching notes' }));
    expect(within(preview).getByRole('region', { name: 'Teaching notes, Korean' })).toHaveTextContent(
      '합의 가능 영역은 두 한계 사이에 있습니다.',
    );
    expect(within(preview).queryByRole('tab', { name: 'General information' })).toBeNull();

    await userEvent.click(within(preview).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Tiny Harbour (tinyHarbour) was added.')).toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === 'POST').map((c) => c.url)).toEqual([
      '/api/cases?dryRun=1',
      '/api/cases',
    ]);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Preview of the case' })).toBeNull());
  });

  it('says when the limits leave no bargaining range, and Cancel forgets the package', async () => {
    const apart: CaseDryRun = {
      ...CHECKED,
      figures: CHECKED.figures.map((f) => (f.name === 'harbour.floor' ? { ...f, value: 40_000_000 } : f)),
    };
    const calls = server((dryRun) => json(dryRun ? 200 : 201, { success: true, data: apart }));
    renderWithApp(<CasesTab />);
    const input = await screen.findByLabelText('Case package (.zip)');
    await userEvent.upload(input, zipFile());
    const preview = await screen.findByRole('group', { name: 'Preview of the case' });
    expect(preview).toHaveTextContent(
      "No bargaining range: the buyer's limit (30 million won) is below the seller's (40 million won).",
    );
    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Preview of the case' })).toBeNull();
    expect(input).toHaveValue('');
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(1);
  });

  it('shows every problem of a refused package, and offers no Add', async () => {
    server(() =>
      json(400, {
        success: false,
        message: 'This case package has problems: nothing was added.',
        problems: [
          { file: 'case.yaml', path: 'slug', line: null, message: 'a slug is lower-case words joined by -' },
          {
            file: '../escape.md',
            path: '',
            line: null,
            message: '"../escape.md": a path may not go up a folder (..).',
          },
        ],
      }),
    );
    renderWithApp(<CasesTab />);
    await userEvent.upload(await screen.findByLabelText('Case package (.zip)'), zipFile());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This case package has problems: nothing was added.');
    const problems = within(alert).getByRole('list', { name: 'Problems of the package' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'case.yaml · slug: a slug is lower-case words joined by -',
      '../escape.md: "../escape.md": a path may not go up a folder (..).',
    ]);
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('keeps the preview and says why when Add is refused (a duplicate)', async () => {
    server((dryRun) =>
      dryRun
        ? json(200, { success: true, data: CHECKED })
        : json(409, {
            success: false,
            message: 'A case with the key "tinyHarbour" already exists: change the key in case.yaml.',
          }),
    );
    renderWithApp(<CasesTab />);
    await userEvent.upload(await screen.findByLabelText('Case package (.zip)'), zipFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A case with the key "tinyHarbour" already exists',
    );
    expect(screen.getByRole('group', { name: 'Preview of the case' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });
});

describe('the upload’s own limits', () => {
  it('refuses an empty file under the field by the upload’s own rule, and sends nothing', async () => {
    const calls = server();
    renderWithApp(<CasesTab />);
    const input = await screen.findByLabelText('Case package (.zip)');
    await userEvent.upload(input, new File([], 'empty.zip', { type: 'application/zip' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(caseMessages.empty));
    expect(calls.filter((c) => c.init.method === 'POST')).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Preview of the case' })).toBeNull();

    // a good package next: the message goes, and the package is checked
    await userEvent.upload(input, zipFile());
    expect(await screen.findByRole('group', { name: 'Preview of the case' })).toBeVisible();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
