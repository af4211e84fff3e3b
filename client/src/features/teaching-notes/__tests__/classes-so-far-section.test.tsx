import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { debriefCase } from '@shared/case-figures';
import { debriefUrls, type ClassesSoFar, type ClassesSoFarClass } from '@shared/contracts/debrief';
import { classesSoFar } from '@shared/debrief/classes-so-far';
import { rows } from '@shared/testing/classes-so-far-rows';
import { json, renderWithApp, stubFetch } from '@/test/render';
import { ClassesSoFarSection } from '../components/classes-so-far-section';

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const KEY = 'queenOfSorrows';
const url = debriefUrls(KEY).classesSoFar;

const classes: ClassesSoFarClass[] = [
  {
    id: 3,
    name: 'Autumn',
    startedAt: '2025-09-01T00:00:00Z',
    isCurrent: true,
    destroyed: false,
    counted: true,
    pairs: 4,
  },
  {
    id: 2,
    name: 'Spring',
    startedAt: '2025-03-01T00:00:00Z',
    isCurrent: false,
    destroyed: false,
    counted: true,
    pairs: 6,
  },
  {
    id: 1,
    name: 'Pilot',
    startedAt: '2024-09-01T00:00:00Z',
    isCurrent: false,
    destroyed: true,
    counted: false,
    pairs: 0,
  },
];

/**
 * The server's answer, computed by the same pure function from the rows of shared/testing/classes-so-far-rows.ts
 * (whose figures are worked out there): all ten pairs for `all`, Spring's six (class 1's rows) for `2`.
 */
function answer(choice: string): ClassesSoFar {
  const chosen = choice === 'all' ? rows : rows.filter((r) => r.pair.classId === 1);
  const counted = choice === 'all' ? [2, 3] : choice.split(',').map(Number);
  return {
    ...classesSoFar(debriefCase(KEY), chosen),
    classes: classes.map((c) => ({ ...c, counted: counted.includes(c.id) })),
    expected: { low: 80_000_000, high: 150_000_000 },
  };
}

function server({ empty = false, failWith }: { empty?: boolean; failWith?: number } = {}) {
  return stubFetch((u) => {
    if (u === '/api/auth/me') return json(200, { success: true, data: admin });
    const choice = u.startsWith(`${url}?classes=`) ? u.slice(`${url}?classes=`.length) : null;
    if (choice === null) return json(404, { success: false, message: 'Not found.' });
    if (failWith)
      return json(failWith, { success: false, message: 'Please sign in as the instructor to do this.' });
    const data = empty ? { ...classesSoFar(debriefCase(KEY), []), classes } : answer(choice);
    return json(200, { success: true, data });
  });
}

/** The figures table's row for a figure, as the text of its cells: all pairs, English, Korean. */
const rowOf = (name: string | RegExp) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => localStorage.setItem('user', JSON.stringify(admin)));

describe('ClassesSoFarSection', () => {
  it('shows every class’s figures, overall and by the students’ language, in English', async () => {
    const calls = server();
    renderWithApp(<ClassesSoFarSection sim={KEY} lang="en" />);
    expect(await screen.findByRole('region', { name: 'Your classes so far' })).toHaveAttribute('lang', 'en');
    expect(await screen.findByRole('rowheader', { name: 'Median agreement' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith(url)).map((c) => c.url)).toEqual([`${url}?classes=all`]);

    expect(
      screen
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .slice(0, 4),
    ).toEqual(['Figure', 'All pairs', 'English-reading pairs', 'Korean-reading pairs']);
    expect(rowOf('Pairs (agreed / no deal)')).toEqual(['10 (8 / 2)', '6 (5 / 1)', '3 (2 / 1)']);
    expect(rowOf('Median agreement')).toEqual(['115 million won', '110 million won', '125 million won']);
    expect(rowOf('Middle half of the agreements')[0]).toBe('97.5 million won to 132.5 million won');
    // the notes' expectation beside it, from the case package (instructor only)
    expect(rowOf('Expected by the notes: where most agreements land')[0]).toBe(
      '80 million won to 150 million won',
    );
    expect(rowOf("Yeji's Agent: share of the bargaining range")).toEqual(['43%', '39%', '50%']);
    expect(rowOf('Pull of the first offer')).toEqual([
      'slope 0.36, r 0.96 (8 pairs)',
      'too few pairs (5; 8 needed)',
      'too few pairs (2; 8 needed)',
    ]);
    expect(rowOf('Mean joint value')[0]).toBe('12.3 of 53 points');
    expect(rowOf("Yeji's Agent: how it felt (1–7)")[0]).toBe('4.3 (4 answered)');
    expect(
      screen.getByText(
        'Each extra 10 million won in the first offer went with 3.6 million won more in the deal.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1 pair whose students read different languages is counted under all pairs only.'),
    ).toBeInTheDocument();
    // round by round, plans against outcomes, how it felt
    expect(screen.getByRole('rowheader', { name: 'Round 2' }).closest('tr')).toHaveTextContent('2 (2 / 0)');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain(
      'Studio Executive Producer: met or beat their target: 1 of 2; their own walk-away: right 0, stricter 1, looser 1; the other side’s walk-away: right 1, too low 0, too high 1; agreed beyond their real walk-away: 0',
    );
    expect(screen.getByText(/Won and felt good 2 · Won but felt sour 1/)).toBeInTheDocument();
    expect(
      screen.getByText(/“Outcomes to expect” were written before any class played the case/),
    ).toBeInTheDocument();
  });

  it('counts only the classes ticked, never a destroyed one, and never none', async () => {
    const calls = server();
    renderWithApp(<ClassesSoFarSection sim={KEY} lang="en" />);
    await screen.findByRole('rowheader', { name: 'Median agreement' });

    await userEvent.click(screen.getByRole('radio', { name: 'Only the classes I tick' }));
    const autumn = screen.getByRole('checkbox', { name: /Autumn \(4 pairs\)\s*· current/ });
    const spring = screen.getByRole('checkbox', { name: /Spring \(6 pairs\)/ });
    const pilot = screen.getByRole('checkbox', { name: /Pilot \(0 pairs\)\s*· data destroyed, not counted/ });
    expect(autumn).toBeChecked();
    expect(spring).toBeChecked();
    expect(pilot).not.toBeChecked();
    expect(pilot).toBeDisabled();

    await userEvent.click(autumn);
    await waitFor(() => expect(rowOf('Pairs (agreed / no deal)')[0]).toBe('6 (5 / 1)'));
    expect(calls.filter((c) => c.url.startsWith(url)).map((c) => c.url)).toEqual([
      `${url}?classes=all`,
      `${url}?classes=2,3`,
      `${url}?classes=2`,
    ]);
    // Spring alone: the last class ticked cannot be unticked
    expect(screen.getByRole('checkbox', { name: /Spring/ })).toBeDisabled();
    // its five first offers: too few for a line, and no sentence about one
    expect(rowOf('Pull of the first offer')[0]).toBe('too few pairs (5; 8 needed)');
    expect(screen.queryByText(/Each extra/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'All classes' }));
    await waitFor(() => expect(rowOf('Pairs (agreed / no deal)')[0]).toBe('10 (8 / 2)'));
  });

  it('speaks Korean in the Korean notes', async () => {
    server();
    renderWithApp(<ClassesSoFarSection sim={KEY} lang="ko" />);
    const section = await screen.findByRole('region', { name: '지금까지 진행한 수업의 결과' });
    expect(section).toHaveAttribute('lang', 'ko');
    await screen.findByRole('rowheader', { name: '합의 금액 중앙값' });
    expect(
      screen
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .slice(0, 4),
    ).toEqual(['항목', '전체', '영어로 참여한 쌍', '한국어로 참여한 쌍']);
    expect(rowOf('쌍 수(합의 / 결렬)')).toEqual(['10쌍(8 / 2)', '6쌍(5 / 1)', '3쌍(2 / 1)']);
    expect(rowOf('합의 금액 중앙값')).toEqual(['1억 1,500만 원', '1억 1천만 원', '1억 2,500만 원']);
    expect(rowOf('합의 금액 중간 50% 구간')[0]).toBe('9,750만 원~1억 3,250만 원');
    expect(rowOf('노트의 예상: 대부분의 합의가 이루어지는 범위')[0]).toBe('8천만 원~1억 5천만 원');
    expect(rowOf('예지 소속사 대표: 협상 가능 영역에서 가져간 몫')[0]).toBe('43%');
    expect(rowOf('첫 제안의 영향')).toEqual([
      '기울기 0.36, 상관계수 0.96(8쌍 기준)',
      '쌍이 부족합니다(5쌍, 8쌍 이상 필요)',
      '쌍이 부족합니다(2쌍, 8쌍 이상 필요)',
    ]);
    expect(rowOf('공동 가치 평균')[0]).toBe('최대 53점 중 12.3점');
    expect(
      screen.getByText('첫 제안이 1천만 원 높아질 때마다 합의 금액은 평균 360만 원씩 높아졌습니다.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('두 학생이 서로 다른 언어로 참여한 1쌍은 전체에만 포함했습니다.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '2차 협상' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain(
      '예지 소속사 대표: 목표 달성 또는 초과: 2명 중 1명; 자신의 유보가격: 정확히 파악 1명, 실제보다 엄격 1명, 실제보다 느슨 0명; 상대 유보가격 추정: 정확 1명, 실제보다 낮게 1명, 실제보다 높게 0명; 실제 유보가격을 넘어 합의: 0명',
    );

    await userEvent.click(screen.getByRole('radio', { name: '선택한 수업만' }));
    expect(screen.getByRole('checkbox', { name: /Pilot\(0쌍\)\s*· 정보 파기로 집계 제외/ })).toBeDisabled();
  });

  it('says when no pair has a final agreement yet, and when the figures cannot be loaded', async () => {
    server({ empty: true });
    const { unmount } = renderWithApp(<ClassesSoFarSection sim={KEY} lang="ko" />);
    expect(
      await screen.findByText('선택한 수업에는 아직 이 사례에서 합의가 확정된 쌍이 없습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    server({ failWith: 401 });
    renderWithApp(<ClassesSoFarSection sim={KEY} lang="en" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your classes’ results could not be loaded. Please try again later.',
    );
  });
});
