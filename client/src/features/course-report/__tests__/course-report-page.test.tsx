import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseReport } from '@shared/contracts/course-report';
import { patternPaths } from '@shared/routes';
import { json, renderWithApp, stubFetch } from '@/test/render';
import CourseReportPage from '../components/course-report-page';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const M = 1_000_000;
/** One seat's part in the class, as the server writes it in the report's language. */
const ACTIVITY = {
  en: 'Queen, round 1, table 1 (Agent): plan, agreement',
  ko: '퀸 오브 소로우, 1회차, 1번 테이블 (에이전트): 계획, 합의',
} as const;

const report = (lang: 'en' | 'ko'): CourseReport => ({
  lang,
  class: {
    id: 7,
    name: 'Hanbit Corp.',
    startedAt: '2025-03-04T00:30:00.000Z',
    endedAt: null,
    isCurrent: true,
  },
  attendance: [
    {
      name: '김하늘',
      joinedAt: '2025-03-04T00:35:00.000Z',
      lastSeenAt: '2025-03-04T07:50:00.000Z',
      activities: [ACTIVITY[lang]],
    },
    { name: 'Lee Joon', joinedAt: '2025-03-04T00:36:00.000Z', lastSeenAt: null, activities: [] },
  ],
  participation: {
    seats: 2,
    cases: [
      {
        key: 'q',
        title: 'Queen',
        rounds: 1,
        seated: 2,
        plans: 1,
        firstOffers: 1,
        agreements: 1,
        noDeals: 0,
        surveys: 0,
      },
    ],
    teamGames: [],
  },
  outcomes: {
    cases: [
      {
        key: 'q',
        title: 'Queen',
        pairs: 3,
        agreements: 3,
        noDeals: 0,
        median: 150 * M,
        q1: 110 * M,
        q3: 130 * M,
        meanJoint: null,
        felt: [{ role: 'Agent', mean: null, n: 1 }],
      },
    ],
  },
  feedback: { responses: 2, average: 7, promoters: 1, passives: 0, detractors: 1, recommendScore: 0 },
  generatedAt: '2025-03-04T08:00:00.000Z',
});

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };

function open(path = '/admin/classes/7/report') {
  localStorage.setItem('user', JSON.stringify(admin));
  const calls = stubFetch((url) => {
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/classes/7/report')
      return json(200, { success: true, data: report(searchParams.get('lang') === 'ko' ? 'ko' : 'en') });
    return json(404, { success: false, message: 'Class not found.' });
  });
  renderWithApp(
    <Route path={patternPaths.adminClassReport}>
      <CourseReportPage />
    </Route>,
    { path },
  );
  return calls;
}

describe('CourseReportPage', () => {
  it('shows attendance, participation, outcomes and feedback in English', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Course report' })).toBeInTheDocument();
    const attendance = screen.getAllByRole('table')[0]!;
    expect(within(attendance).getByText('김하늘')).toBeInTheDocument();
    expect(screen.getByText('Queen, round 1, table 1 (Agent): plan, agreement')).toBeInTheDocument();
    expect(screen.getByText('150,000,000 won')).toBeInTheDocument();
    expect(screen.getByText('Attendance (2)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Attendance CSV/ })).toHaveAttribute(
      'href',
      '/api/classes/7/report.csv?lang=en',
    );
  });

  it('switches to Korean, HRD wording and amounts in 억/만', async () => {
    const calls = open();
    await screen.findByRole('heading', { level: 1, name: 'Course report' });
    await userEvent.click(screen.getByRole('button', { name: '한국어' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '교육 과정 결과 보고서' }),
    ).toBeInTheDocument();
    expect(screen.getByText('출결 (2)')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '입실' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '퇴실(마지막 접속)' })).toBeInTheDocument();
    expect(screen.getByText('1억 5천만 원')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '인쇄 / PDF로 저장' })).toBeEnabled();
    expect(calls.some((c) => c.url === '/api/classes/7/report?lang=ko')).toBe(true);
  });

  it('opens in Korean with ?lang=ko', async () => {
    open('/admin/classes/7/report?lang=ko');
    expect(
      await screen.findByRole('heading', { level: 1, name: '교육 과정 결과 보고서' }),
    ).toBeInTheDocument();
  });
});
