import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FollowAlong } from '@shared/contracts/presenter-config';
import type { DeckVisibility } from '@shared/contracts/visibility-config';
import { expectConsoleError } from '@/test/console';
import { json, renderWithApp, stubFetch } from '@/test/render';
import { setFollowAlongFromEvent } from '../api/get-follow-along';
import DecksPage from '../components/decks-page';

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
  vi.restoreAllMocks();
});

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const TITLES = [
  'Negotiation Workshop',
  'AI Workshop',
  'Communication Workshop',
  'Team Collaboration Workshop',
];

const allOn = (): DeckVisibility => ({
  negotiation: { isVisible: true, isDownloadable: true },
  ai: { isVisible: true, isDownloadable: true },
  communication: { isVisible: true, isDownloadable: true },
  collaboration: { isVisible: true, isDownloadable: true },
});

/**
 * A fake server: the deck settings, /api/auth/me for a signed-in admin, PATCH answers, and the slide the
 * instructor shares (none unless given).
 */
function server(decks: DeckVisibility, follow: FollowAlong | null = null) {
  return stubFetch((url, init) => {
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/presenter/follow') return json(200, { success: true, data: follow });
    if (url === '/api/visibility/decks' && (init.method ?? 'GET') === 'GET') return json(200, decks);
    const m = /^\/api\/visibility\/decks\/(\w+)$/.exec(url);
    if (m && init.method === 'PATCH') {
      const key = m[1] as keyof DeckVisibility;
      decks[key] = { ...decks[key], ...(JSON.parse(String(init.body)) as object) };
      return json(200, { success: true, data: decks[key] });
    }
    return json(404, { success: false, message: 'Not found.' });
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Presentation Decks for a student', () => {
  it('shows a spinner, then one card per visible deck with title, description and image', async () => {
    server(allOn());
    renderWithApp(<DecksPage />, { path: '/decks' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading decks');
    expect(await screen.findByRole('heading', { level: 2, name: 'Negotiation Workshop' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Presentation Decks' })).toBeVisible();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(
      TITLES,
    );
    const ai = card('AI Workshop');
    expect(ai).toHaveTextContent(/large language models/);
    const img = ai.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/images/decks/ai.svg');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    const download = within(ai).getByRole('link', { name: 'Download Slides' });
    expect(download).toHaveAttribute('href', '/decks/ai.pdf');
    expect(download).toHaveAttribute('download');
    // nothing of the instructor's
    expect(screen.queryByRole('link', { name: /Present Slides/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('hides hidden decks and the download link of non-downloadable ones', async () => {
    const decks = allOn();
    decks.ai.isVisible = false;
    decks.communication.isDownloadable = false;
    server(decks);
    renderWithApp(<DecksPage />, { path: '/decks' });
    await screen.findByRole('heading', { name: 'Negotiation Workshop' });
    expect(screen.queryByRole('heading', { name: 'AI Workshop' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(within(card('Communication Workshop')).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(card('Team Collaboration Workshop')).getByRole('link', { name: 'Download Slides' }),
    ).toBeVisible();
    expect(screen.queryByText('Hidden from students')).not.toBeInTheDocument();
  });

  it('says so kindly when no deck is visible', async () => {
    const decks = allOn();
    for (const k of Object.keys(decks) as (keyof DeckVisibility)[]) decks[k].isVisible = false;
    server(decks);
    renderWithApp(<DecksPage />, { path: '/decks' });
    expect(await screen.findByRole('heading', { name: 'No decks to show yet' })).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('uses the settings last stored in this browser when the server cannot be reached', async () => {
    const stored = allOn();
    stored.negotiation.isVisible = false;
    localStorage.setItem('visibility:decks', JSON.stringify(stored));
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderWithApp(<DecksPage />, { path: '/decks' });
    await screen.findByRole('heading', { name: 'AI Workshop' });
    expect(screen.queryByRole('heading', { name: 'Negotiation Workshop' })).not.toBeInTheDocument();
  });
});

describe('the language choice on a deck card', () => {
  it('offers English and Korean; the choice changes the slides and handout links of that card only', async () => {
    server(allOn());
    renderWithApp(<DecksPage />, { path: '/decks' });
    await screen.findByRole('heading', { name: 'Negotiation Workshop' });
    const neg = card('Negotiation Workshop');
    const group = within(neg).getByRole('group', { name: 'Slides language for Negotiation Workshop' });
    const english = within(group).getByRole('radio', { name: 'English' });
    const korean = within(group).getByRole('radio', { name: '한국어' });
    expect(english).toBeChecked();
    expect(korean.closest('label')).toHaveAttribute('lang', 'ko');
    expect(within(neg).getByRole('link', { name: 'Download Slides' })).toHaveAttribute(
      'href',
      '/decks/negotiation.pdf',
    );
    expect(within(neg).getByRole('link', { name: 'Download Handout' })).toHaveAttribute(
      'href',
      '/decks/negotiation-handout.pdf',
    );

    await userEvent.click(korean);
    expect(korean).toBeChecked();
    const slides = within(neg).getByRole('link', { name: 'Download Slides' });
    expect(slides).toHaveAttribute('href', '/decks/negotiation.ko.pdf');
    expect(slides).toHaveAttribute('download', 'negotiation-workshop-ko.pdf');
    expect(within(neg).getByRole('link', { name: 'Download Handout' })).toHaveAttribute(
      'href',
      '/decks/negotiation-handout.ko.pdf',
    );
    // the other cards keep their own choice
    expect(within(card('AI Workshop')).getByRole('link', { name: 'Download Slides' })).toHaveAttribute(
      'href',
      '/decks/ai.pdf',
    );
    // a deck without a handout offers none
    expect(
      within(card('AI Workshop')).queryByRole('link', { name: 'Download Handout' }),
    ).not.toBeInTheDocument();
  });

  it('shows no language choice and no handout where downloads are off for students', async () => {
    const decks = allOn();
    decks.communication.isDownloadable = false;
    server(decks);
    renderWithApp(<DecksPage />, { path: '/decks' });
    await screen.findByRole('heading', { name: 'Communication Workshop' });
    const comm = card('Communication Workshop');
    expect(within(comm).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(comm).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lets the instructor present the Korean slides', async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    server(allOn());
    renderWithApp(<DecksPage />, { path: '/decks' });
    await screen.findByRole('heading', { name: 'AI Workshop' });
    const ai = card('AI Workshop');
    await userEvent.click(within(ai).getByRole('radio', { name: '한국어' }));
    const url = new URL(
      within(ai)
        .getByRole('link', { name: /Present Slides/ })
        .getAttribute('href')!,
      'http://x',
    );
    expect(url.pathname).toBe('/present.html');
    expect(url.searchParams.get('deck')).toBe('/decks/ai.ko.pdf');
    expect(url.searchParams.get('title')).toBe('AI 워크숍');
    expect(url.searchParams.get('lang')).toBe('ko');
  });
});

describe('following the instructor’s slides', () => {
  const followed = () => screen.findByRole('region', { name: 'Your instructor is presenting' });

  it('shows a student the slide the instructor is on, live, and opens the follow view', async () => {
    server(allOn(), { deck: 'ai', lang: 'en', slide: 5, total: 16 });
    const { client } = renderWithApp(<DecksPage />, { path: '/decks' });
    const region = await followed();
    expect(within(region).getByTestId('followed-slide')).toHaveTextContent('AI Workshop: slide 5 of 16');
    expect(within(region).getByRole('link', { name: 'Follow the slides' })).toHaveAttribute(
      'href',
      '/present.html?deck=/decks/ai.pdf&title=AI%20Workshop&view=follow',
    );
    // the instructor moves on, and switches to the Korean slides: heard on the live channel, no request
    await act(() => setFollowAlongFromEvent(client, { deck: 'ai', lang: 'ko', slide: 6, total: 16 }));
    await waitFor(() =>
      expect(within(region).getByTestId('followed-slide')).toHaveTextContent('AI 워크숍: slide 6 of 16'),
    );
    expect(within(region).getByRole('link', { name: 'Follow the slides' })).toHaveAttribute(
      'href',
      '/present.html?deck=/decks/ai.ko.pdf&title=AI%20%EC%9B%8C%ED%81%AC%EC%88%8D&lang=ko&view=follow',
    );
    await act(() => setFollowAlongFromEvent(client, null));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your instructor is presenting' })).not.toBeInTheDocument(),
    );
  });

  it('shows only the slide number of a deck whose download is off', async () => {
    const decks = allOn();
    decks.communication.isDownloadable = false;
    server(decks, { deck: 'communication', lang: 'en', slide: 2, total: 14 });
    renderWithApp(<DecksPage />, { path: '/decks' });
    const region = await followed();
    expect(region).toHaveTextContent('Communication Workshop: slide 2 of 14');
    expect(region).toHaveTextContent('not shared for download');
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not on the instructor’s page, which asks nothing of it', async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    const calls = server(allOn(), { deck: 'ai', lang: 'en', slide: 5, total: 16 });
    renderWithApp(<DecksPage />, { path: '/decks' });
    await screen.findByRole('heading', { name: 'AI Workshop' });
    expect(screen.queryByRole('region', { name: 'Your instructor is presenting' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain('/api/presenter/follow');
  });
});

describe('Presentation Decks for the instructor', () => {
  const signIn = () => localStorage.setItem('user', JSON.stringify(admin));

  it('shows every deck, hidden ones marked, with Present Slides and the two switches', async () => {
    signIn();
    const decks = allOn();
    decks.collaboration = { isVisible: false, isDownloadable: false };
    server(decks);
    renderWithApp(<DecksPage />, { path: '/decks' });
    await screen.findByRole('heading', { name: 'Negotiation Workshop' });
    expect(screen.getAllByRole('article')).toHaveLength(4);

    const collab = card('Team Collaboration Workshop');
    expect(collab).toHaveTextContent('Hidden from students');
    expect(within(collab).getByRole('switch', { name: 'Visible to students' })).not.toBeChecked();
    expect(within(collab).getByRole('switch', { name: 'Allow download' })).not.toBeChecked();
    expect(within(collab).queryByRole('link', { name: 'Download Slides' })).not.toBeInTheDocument();

    const present = within(collab).getByRole('link', { name: /Present Slides/ });
    expect(present).toHaveAttribute(
      'href',
      '/present.html?deck=/decks/collaboration.pdf&title=Team%20Collaboration%20Workshop',
    );
    expect(present).toHaveAttribute('target', '_blank');
    expect(present.getAttribute('rel')).toContain('noopener');
    const url = new URL(present.getAttribute('href')!, 'http://x');
    expect(url.searchParams.get('deck')).toBe('/decks/collaboration.pdf');
    expect(url.searchParams.get('title')).toBe('Team Collaboration Workshop');

    const ai = card('AI Workshop');
    expect(within(ai).getByRole('switch', { name: 'Visible to students' })).toBeChecked();
    expect(within(ai).getByRole('switch', { name: 'Allow download' })).toBeChecked();
  });

  it('applies a switch at once, saves it to the server and to this browser', async () => {
    signIn();
    const calls = server(allOn());
    renderWithApp(<DecksPage />, { path: '/decks' });
    await screen.findByRole('heading', { name: 'AI Workshop' });
    const ai = card('AI Workshop');
    await userEvent.click(within(ai).getByRole('switch', { name: 'Allow download' }));

    expect(within(ai).getByRole('switch', { name: 'Allow download' })).not.toBeChecked();
    expect(within(ai).queryByRole('link', { name: 'Download Slides' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.init.method === 'PATCH')).toMatchObject({
        url: '/api/visibility/decks/ai',
        init: { body: JSON.stringify({ isDownloadable: false }) },
      }),
    );
    expect(JSON.parse(localStorage.getItem('visibility:decks')!).ai).toEqual({
      isVisible: true,
      isDownloadable: false,
    });
  });

  it('reverts a switch, and only logs, when the server refuses the change', async () => {
    signIn();
    const logged = expectConsoleError('Failed to update decks visibility');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const decks = allOn();
    stubFetch(async (url, init) => {
      if (url === '/api/auth/me') return json(200, { success: true, data: admin });
      if (init.method === 'PATCH') {
        await gate;
        return json(503, { success: false, message: 'Database unavailable.' });
      }
      return json(200, decks);
    });
    renderWithApp(<DecksPage />, { path: '/decks' });
    await screen.findByRole('heading', { name: 'Communication Workshop' });
    const comm = card('Communication Workshop');
    await userEvent.click(within(comm).getByRole('switch', { name: 'Visible to students' }));

    // optimistic: off, and marked hidden, while the server has not answered
    expect(within(comm).getByRole('switch', { name: 'Visible to students' })).not.toBeChecked();
    expect(comm).toHaveTextContent('Hidden from students');

    release();
    await waitFor(() =>
      expect(within(comm).getByRole('switch', { name: 'Visible to students' })).toBeChecked(),
    );
    expect(comm).not.toHaveTextContent('Hidden from students');
    expect(logged).toHaveBeenCalledWith('Failed to update decks visibility', expect.anything());
    expect(JSON.parse(localStorage.getItem('visibility:decks')!).communication.isVisible).toBe(true);
    // no toast or alert: failures are only logged
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Presentation Decks in Korean (a Korean seat, or ?lang=ko)', () => {
  const KO_TITLES = ['협상 워크숍', 'AI 워크숍', '커뮤니케이션 워크숍', '팀 협업 워크숍'];

  it('speaks Korean: heading, intro, cards with Korean titles and descriptions, and the Korean slides', async () => {
    server(allOn());
    renderWithApp(<DecksPage lang="ko" />, { path: '/decks' });
    expect(screen.getByRole('status')).toHaveTextContent('발표 자료를 불러오는 중');
    expect(await screen.findByRole('heading', { level: 2, name: '협상 워크숍' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: '발표 자료' })).toBeVisible();
    expect(document.title).toContain('발표 자료');
    expect(document.documentElement.lang).toBe('ko');
    expect(screen.getByText(/수업 시간에 따라 보고/)).toBeVisible();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(
      KO_TITLES,
    );
    const ai = card('AI 워크숍');
    expect(ai).toHaveTextContent('대규모 언어 모델이 글을 읽고 만들어 내는 원리');
    expect(ai).not.toHaveTextContent(/large language models/);
    expect(card('팀 협업 워크숍')).toHaveTextContent('터크먼의 팀 발달 단계');

    // the Korean slides and handout unless the student picks the English ones
    const neg = card('협상 워크숍');
    const group = within(neg).getByRole('group', { name: '협상 워크숍 슬라이드 언어' });
    expect(within(group).getByRole('radio', { name: '한국어' })).toBeChecked();
    expect(within(neg).getByRole('link', { name: '슬라이드 내려받기' })).toHaveAttribute(
      'href',
      '/decks/negotiation.ko.pdf',
    );
    expect(within(neg).getByRole('link', { name: '유인물 내려받기' })).toHaveAttribute(
      'href',
      '/decks/negotiation-handout.ko.pdf',
    );
    await userEvent.click(within(group).getByRole('radio', { name: 'English' }));
    expect(within(neg).getByRole('link', { name: '슬라이드 내려받기' })).toHaveAttribute(
      'href',
      '/decks/negotiation.pdf',
    );
    // no English words of the page's own are left (the language names are each in their own language)
    expect(document.body).not.toHaveTextContent(/Download|Slides in|Presentation Decks|Workshop/);
  });

  it('says in Korean that nothing is shared yet', async () => {
    const decks = allOn();
    for (const k of Object.keys(decks) as (keyof DeckVisibility)[]) decks[k].isVisible = false;
    server(decks);
    renderWithApp(<DecksPage lang="ko" />, { path: '/decks' });
    expect(await screen.findByRole('heading', { name: '아직 공개된 발표 자료가 없습니다' })).toBeVisible();
    expect(screen.getByText(/강사가 이곳에 워크숍 슬라이드를 올려 드립니다/)).toBeVisible();
  });

  it('follows the instructor in Korean, and opens the follow view with its bar in Korean', async () => {
    const decks = allOn();
    decks.communication.isDownloadable = false;
    server(decks, { deck: 'ai', lang: 'en', slide: 5, total: 16 });
    const { client } = renderWithApp(<DecksPage lang="ko" />, { path: '/decks' });
    const region = await screen.findByRole('region', { name: '강사가 지금 발표하고 있습니다' });
    // the title is the slides' own (the instructor presents the English ones)
    expect(within(region).getByTestId('followed-slide')).toHaveTextContent('AI Workshop: 슬라이드 5/16');
    expect(within(region).getByText('AI Workshop')).toHaveAttribute('lang', 'en');
    const follow = within(region).getByRole('link', { name: '슬라이드 따라 보기' });
    const url = new URL(follow.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/present.html');
    expect(url.searchParams.get('deck')).toBe('/decks/ai.pdf');
    expect(url.searchParams.get('view')).toBe('follow');
    expect(url.searchParams.get('ui')).toBe('ko');

    await act(() =>
      setFollowAlongFromEvent(client, { deck: 'communication', lang: 'ko', slide: 2, total: 14 }),
    );
    await waitFor(() =>
      expect(within(region).getByTestId('followed-slide')).toHaveTextContent(
        '커뮤니케이션 워크숍: 슬라이드 2/14',
      ),
    );
    expect(region).toHaveTextContent(
      '이 슬라이드는 내려받기가 허용되지 않아 여기에는 슬라이드 번호만 표시됩니다.',
    );
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the instructor’s page, with its controls, in English', async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    server(allOn());
    renderWithApp(<DecksPage lang="ko" />, { path: '/decks?lang=ko' });
    await screen.findByRole('heading', { level: 2, name: 'AI Workshop' });
    expect(screen.getByRole('heading', { level: 1, name: 'Presentation Decks' })).toBeVisible();
    expect(within(card('AI Workshop')).getByRole('switch', { name: 'Visible to students' })).toBeChecked();
    expect(document.documentElement.lang).toBe('en');
  });
});
