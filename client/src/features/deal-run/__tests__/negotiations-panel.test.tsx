import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import NegotiationsPanel from '../components/negotiations-panel';
import {
  agreement,
  dealServer,
  hearLive,
  minutesAgo,
  noPairs,
  pair,
  SIM,
  threePairs,
} from './pairs-fixtures';

const table = (n: number) => screen.getByRole('listitem', { name: `Table ${n}` });
const counts = () => screen.getByRole('status');

function renderPanel() {
  return renderWithApp(<NegotiationsPanel sim={SIM} />);
}

describe('the negotiations on the run page', () => {
  it('with no pair: the counts and a sentence, no list and no filter', async () => {
    dealServer(noPairs());
    renderPanel();
    expect(await screen.findByText(/^No table is negotiating/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Negotiations' })).toBeVisible();
    expect(counts()).toHaveTextContent('0 of 0 pairs agreed');
    expect(screen.queryByRole('list', { name: 'Tables negotiating' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows each table in order with its status, members, first offer, agreement in words and survey', async () => {
    dealServer();
    renderPanel();
    await screen.findByRole('list', { name: 'Tables negotiating' });
    expect(counts()).toHaveTextContent(/^1 of 3 pairs agreed, 1 disputed, 1 stuck$/);
    const tables = within(screen.getByRole('list', { name: 'Tables negotiating' }))
      .getAllByRole('listitem')
      .filter((li) => li.hasAttribute('aria-labelledby'));
    expect(tables.map((t) => t.getAttribute('aria-labelledby'))).toEqual(['pair-1', 'pair-2', 'pair-3']);

    const one = within(table(1));
    expect(one.getByText('Survey done')).toBeVisible();
    expect(table(1)).toHaveTextContent("Chae Yeji's Agent");
    expect(table(1)).toHaveTextContent('Dami Studio Executive Producer');
    expect(table(1)).toHaveTextContent("First offer200 million won by Yeji's Agent");
    expect(table(1)).toHaveTextContent(
      'Agreement150 million won' +
        'Bonus: 20 million won per episode if the average rating exceeds 10%; ' +
        'Family-friendly schedule: no shooting after 10 pm on school nights, one fixed day off a week' +
        'Version 3, entered by Chae; confirmed by Chae, Dami',
    );
    // a member who skipped the survey is done with it, and said so: not left among those still to answer
    const surveyAt = (n: number) =>
      within(screen.getByRole('list', { name: `Survey at table ${n}` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(surveyAt(1)).toEqual(['Chae: Answered', 'Dami: Skipped']);
    expect(one.queryByText(/^Stuck/)).not.toBeInTheDocument();
    // final: reopen only
    expect(one.getByRole('button', { name: 'Reopen the agreement of table 1' })).toBeVisible();
    expect(one.queryByRole('button', { name: /^Enter result/ })).not.toBeInTheDocument();
    expect(one.queryByRole('button', { name: /^Settle/ })).not.toBeInTheDocument();

    const two = within(table(2));
    expect(two.getByText('Disputed')).toBeVisible();
    expect(two.getByText(/says something is wrong/)).toHaveTextContent(
      "Ara (Yeji's Agent) says something is wrong: “We said 120 million, not 100.”",
    );
    expect(table(2)).toHaveTextContent('First offer80 million won by Studio Executive Producer');
    expect(two.getByRole('button', { name: 'Settle dispute at table 2' })).toBeVisible();
    expect(two.getByRole('button', { name: 'Enter result for table 2' })).toBeVisible();
    expect(two.queryByRole('button', { name: /^Reopen/ })).not.toBeInTheDocument();

    const three = within(table(3));
    expect(three.getByText('Negotiating')).toBeVisible();
    expect(three.getByText(/^Stuck/)).toHaveTextContent('Stuck: nothing for 12 min');
    expect(table(3)).toHaveTextContent('First offerNot yet');
    expect(table(3)).toHaveTextContent('AgreementNot yet');
    expect(surveyAt(3)).toEqual(['Eun: Not yet', 'Fay: Not yet']);
  });

  it('keeps the plans closed until asked, then shows each student’s target, walk-away, first offer, BATNA and reading of the other side', async () => {
    const user = userEvent.setup();
    dealServer();
    renderPanel();
    await screen.findByRole('list', { name: 'Tables negotiating' });
    expect(screen.queryByRole('table', { name: 'Plans at table 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Plans (2 of 2) at table 1' }));
    const plans = screen.getByRole('table', { name: 'Plans at table 1' });
    const rows = within(plans)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'StudentTargetWalk-awayFirst offerTheir walk-away (estimate)',
      "Chae Yeji's Agent250 million won120 million won300 million won170 million won",
      "My BATNA: The cable drama at 90 million wonThe other side's interests: 방영 일정이 급하다",
      'Dami Studio Executive Producer100 million won180 million won80 million won-',
    ]);
    await user.click(screen.getByRole('button', { name: 'Plans (1 of 2) at table 3' }));
    expect(screen.getByRole('table', { name: 'Plans at table 3' })).toHaveTextContent(
      'Fay Studio Executive ProducerNo plan yet',
    );
  });

  it('marks a pair stuck once the clock passes the limit after its last write, before the server says so', async () => {
    const overview = noPairs();
    overview.pairs = [
      pair(1, { lastActivityAt: minutesAgo(9) }),
      pair(2, { lastActivityAt: minutesAgo(7) }),
      // a pair that is done is never stuck
      pair(3, { status: 'agreed', lastActivityAt: minutesAgo(30), agreement: agreement({ final: true }) }),
    ];
    overview.counts.pairs = 3;
    dealServer(overview);
    renderPanel();
    await screen.findByRole('list', { name: 'Tables negotiating' });
    expect(within(table(1)).getByText(/^Stuck/)).toHaveTextContent('Stuck: nothing for 9 min');
    expect(within(table(2)).queryByText(/^Stuck/)).not.toBeInTheDocument();
    expect(within(table(3)).queryByText(/^Stuck/)).not.toBeInTheDocument();
    expect(counts()).toHaveTextContent(/^0 of 3 pairs agreed, 1 stuck$/);
  });

  it('with 40 pairs: every table, and a filter down to those that need the instructor', async () => {
    const user = userEvent.setup();
    const overview = noPairs();
    overview.pairs = Array.from({ length: 40 }, (_, i) =>
      pair(i + 1, {
        status: i < 30 ? 'agreed' : i < 33 ? 'disputed' : 'negotiating',
        agreement: i < 30 ? agreement({ final: true, status: 'confirmed' }) : null,
        stuck: i === 39,
      }),
    );
    overview.counts = { pairs: 40, agreed: 30, noAgreement: 0, disputed: 3, waiting: 0, stuck: 1 };
    dealServer(overview);
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Tables negotiating' });
    expect(counts()).toHaveTextContent(/^30 of 40 pairs agreed, 3 disputed, 1 stuck$/);
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(40);

    await user.click(screen.getByRole('switch', { name: 'Only disputed and stuck pairs' }));
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Table 31', 'Table 32', 'Table 33', 'Table 40']);
  });

  it('tells the instructor who left the class', async () => {
    const overview = threePairs();
    overview.left = [
      { table: 2, role: 'studio' },
      { table: 3, role: 'agent' },
    ];
    dealServer(overview);
    renderPanel();
    expect(await screen.findByText('2 students left the class')).toBeVisible();
    expect(screen.getByText(/^Table 2: the Studio Executive Producer\./)).toBeVisible();
    // a possessive title takes no "the" ("the Yeji's Agent" before)
    expect(screen.getByText(/^Table 3: Yeji's agent\./)).toBeVisible();
  });

  it('follows the pairs live: a deal event refetches them', async () => {
    const server = dealServer();
    const { client } = renderPanel();
    await screen.findByRole('list', { name: 'Tables negotiating' });
    const next = threePairs();
    next.pairs[2] = pair(3, { status: 'first-offer', lastActivityAt: minutesAgo(0) });
    next.counts.stuck = 0;
    server.state.overview = next;
    await hearLive(client, 'deal');
    expect(await within(table(3)).findByText('First offer made')).toBeVisible();
    expect(within(table(3)).queryByText(/^Stuck/)).not.toBeInTheDocument();
    expect(counts()).toHaveTextContent(/^1 of 3 pairs agreed, 1 disputed$/);
  });
});

describe('reopening an agreement', () => {
  it('asks first, sends the reopen, closes and fetches the pairs again', async () => {
    const user = userEvent.setup();
    const server = dealServer();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Reopen the agreement of table 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Reopen the agreement of table 1?' });
    expect(dialog).toHaveTextContent('150 million won');
    expect(server.sent()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reopen agreement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent()).toEqual([
      { method: 'POST', url: '/api/sims/queenOfSorrows/pairs/1/reopen', body: undefined },
    ]);
    expect(server.fetches()).toBe(2);
  });

  it('shows the server’s refusal in the dialog and stays open', async () => {
    const user = userEvent.setup();
    const server = dealServer();
    server.state.refuse = { status: 409, message: 'There is no agreement to confirm yet.' };
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Reopen the agreement of table 1' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen agreement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is no agreement to confirm yet.',
    );
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});

describe('settling a dispute', () => {
  it('lists every version with its terms, newest first, and settles on the one chosen', async () => {
    const user = userEvent.setup();
    const server = dealServer();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Settle dispute at table 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle the dispute at table 2' });
    expect(dialog).toHaveTextContent('“We said 120 million, not 100.”');
    const options = within(dialog).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')!.textContent)).toEqual([
      '100 million wonVersion 2, entered by Bo; confirmed by Bo',
      '120 million wonVersion 1, entered by Ara; confirmed by Ara',
    ]);
    const settle = within(dialog).getByRole('button', { name: 'Choose a version' });
    expect(settle).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Version 1,/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Settle on version 1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent()).toEqual([
      { method: 'POST', url: '/api/sims/queenOfSorrows/pairs/2/settle', body: { version: 1 } },
    ]);
  });

  it('settles at the amount the disputing student named, in one click, besides the versions', async () => {
    const user = userEvent.setup();
    const overview = threePairs();
    const disputed = overview.pairs.find((p) => p.table === 2)!;
    disputed.agreement = {
      ...disputed.agreement!,
      dispute: { ...disputed.agreement!.dispute!, amount: 120_000_000 },
    };
    const server = dealServer(overview);
    renderPanel();
    // the run page says what was named before the dialog is opened
    await screen.findByRole('button', { name: 'Settle dispute at table 2' });
    const card = table(2);
    expect(card).toHaveTextContent('The amount agreed, they say: 120 million won.');
    await user.click(within(card).getByRole('button', { name: 'Settle dispute at table 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle the dispute at table 2' });
    expect(dialog).toHaveTextContent(
      "Ara (Yeji's Agent) says something is wrong: “We said 120 million, not 100.” The amount agreed, they say: 120 million won.",
    );
    // the versions are still there to choose from
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    await user.click(
      within(dialog).getByRole('button', { name: 'Settle at 120 million won (named by Ara)' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent()).toEqual([
      {
        method: 'POST',
        url: '/api/sims/queenOfSorrows/pairs/2/settle',
        body: { version: 2, namedAmount: 120_000_000 },
      },
    ]);
  });

  it('offers no amount to settle at when the dispute named none', async () => {
    const user = userEvent.setup();
    dealServer();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Settle dispute at table 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle the dispute at table 2' });
    expect(within(dialog).queryByRole('button', { name: /^Settle at/ })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('The amount agreed, they say');
  });

  it('says so when the dispute changed before the click (409), and stays open', async () => {
    const user = userEvent.setup();
    const overview = threePairs();
    const disputed = overview.pairs.find((p) => p.table === 2)!;
    disputed.agreement = {
      ...disputed.agreement!,
      dispute: { ...disputed.agreement!.dispute!, amount: 120_000_000 },
    };
    const server = dealServer(overview);
    server.state.refuse = {
      status: 409,
      message: 'The agreement has changed since you looked at it. Look again, then confirm.',
    };
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Settle dispute at table 2' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Settle at 120 million won/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The agreement has changed');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('shows the server’s refusal and keeps the choice', async () => {
    const user = userEvent.setup();
    const server = dealServer();
    server.state.refuse = { status: 404, message: 'There is no such version of the agreement.' };
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Settle dispute at table 2' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Version 2,/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Settle on version 2' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is no such version of the agreement.',
    );
    expect(within(dialog).getByRole('radio', { name: /Version 2,/ })).toBeChecked();
  });
});

describe("the students' own debrief, from the run page", () => {
  it('releases it and says so, then offers to withdraw it; a release from another page shows live', async () => {
    const user = userEvent.setup();
    const server = dealServer();
    const { client } = renderPanel();
    expect(await screen.findByText('Debrief not released:')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Release debrief' }));
    expect(await screen.findByRole('button', { name: 'Withdraw debrief' })).toBeVisible();
    expect(screen.getByText('Debrief released:')).toBeVisible();
    expect(server.calls.filter((c) => c.init.method === 'POST').map((c) => [c.url, c.init.body])).toEqual([
      ['/api/sims/queenOfSorrows/debrief/release', JSON.stringify({ released: true })],
    ]);

    // withdrawn on the projector debrief's controls: this page follows the `debrief` event
    server.state.released = false;
    await hearLive(client, 'debrief');
    expect(await screen.findByRole('button', { name: 'Release debrief' })).toBeVisible();
  });
});
