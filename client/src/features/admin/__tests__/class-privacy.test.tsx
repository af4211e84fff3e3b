import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteClassSchema, renameClassSchema } from '@shared/contracts/classes';
import { classMessages, type CourseClass } from '@shared/contracts/classes-config';
import { classes as fixture } from '@/test/classes-fixture';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { ClassesTab } from '../components/classes-tab';

// The toast after a change or a deletion: a lazy chunk, loaded before the tests.
preloadLazyChunks(() => import('@/components/ui/toaster'));

afterEach(() => localStorage.clear());

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };

/** 03:00 UTC: the same day in Seoul and in any time zone from UTC-3 to UTC+14 (the day is what is shown). */
const day = (d: string) => `${d}T03:00:00.000Z`;

/** The current class, an ended one, one kept until deleted, and one already destroyed. */
const list = (): CourseClass[] => [
  { ...fixture[0]! },
  { ...fixture[1]!, endedAt: day('2025-03-01'), destroysPersonalDataAt: day('2025-08-28') },
  { ...fixture[1]!, id: 5, name: 'Kia cohort 1', retentionDays: 0, destroysPersonalDataAt: null },
  {
    ...fixture[1]!,
    id: 4,
    name: 'LG cohort 9',
    destroysPersonalDataAt: day('2024-07-01'),
    personalDataDestroyedAt: day('2024-07-01'),
  },
];

/**
 * The classes API with the contract's rules: PATCH checked by the shared schema (the destruction day moves
 * with the retention), DELETE only with the exact name of an ended class.
 */
function classesServer() {
  let classes = list();
  const calls = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/classes' && method === 'GET') return json(200, { success: true, data: classes });
    const m = /^\/api\/classes\/(\d+)$/.exec(url);
    const target = m ? classes.find((c) => c.id === Number(m[1])) : undefined;
    if (!target) return json(404, { success: false, message: 'Not found.' });
    const body: unknown = JSON.parse(String(init.body));
    if (method === 'PATCH') {
      const parsed = renameClassSchema.safeParse(body);
      if (!parsed.success) return json(400, { success: false, message: parsed.error.issues[0]!.message });
      const days = parsed.data.retentionDays ?? target.retentionDays;
      const ended = Date.parse(target.endedAt!);
      Object.assign(target, {
        retentionDays: days,
        destroysPersonalDataAt: days === 0 ? null : new Date(ended + days * 86_400_000).toISOString(),
      });
      return json(200, { success: true, data: target });
    }
    if (method === 'DELETE') {
      const parsed = deleteClassSchema.safeParse(body);
      if (!parsed.success || parsed.data.confirmName !== target.name)
        return json(400, { success: false, message: classMessages.confirmName });
      if (target.isCurrent) return json(400, { success: false, message: classMessages.deleteCurrent });
      classes = classes.filter((c) => c !== target);
      return json(200, { success: true, data: null });
    }
    return json(404, { success: false, message: 'Not found.' });
  });
  /** The requests sent with `method`: their URLs and JSON bodies. */
  const sent = (method: string) =>
    calls
      .filter((c) => c.init.method === method)
      .map((c) => ({ url: c.url, body: JSON.parse(String(c.init.body)) as unknown }));
  return { sent };
}

const card = (name: string) => screen.getByRole('article', { name });
const retention = (name: string) => within(card(name)).getByTestId('class-retention');

describe('personal data on the Classes tab', () => {
  it('says per class how long its personal data is kept, or that it was destroyed', async () => {
    classesServer();
    renderWithApp(<ClassesTab />, { path: '/admin' });
    await screen.findAllByRole('article');
    expect(retention('Hyundai Card cohort 7')).toHaveTextContent(
      /^Personal data kept 180 days after the class ends$/,
    );
    expect(retention('Samsung cohort 3')).toHaveTextContent(
      /^Personal data kept 180 days after the class ends · destroyed on 2025-08-28$/,
    );
    expect(retention('Kia cohort 1')).toHaveTextContent(/^Personal data kept until the class is deleted$/);
    expect(retention('LG cohort 9')).toHaveTextContent(/^Personal data destroyed on 2024-07-01$/);
    // nothing left to keep: no retention to change
    expect(within(card('LG cohort 9')).queryByRole('button', { name: /keeps personal data/ })).toBeNull();
  });

  it('changes the retention: the shared schema’s message for a bad number, then the PATCH and the new day', async () => {
    const user = userEvent.setup();
    const server = classesServer();
    renderWithApp(<ClassesTab />, { path: '/admin' });
    await screen.findAllByRole('article');
    await user.click(
      screen.getByRole('button', { name: 'Change how long Samsung cohort 3 keeps personal data' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Keep personal data' });
    const days = within(dialog).getByRole('spinbutton', { name: 'Days after the class ends' });
    expect(days).toHaveValue(180);

    for (const bad of ['3651', '-1', '12.5', '']) {
      await user.clear(days);
      if (bad) await user.type(days, bad);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(classMessages.retention);
      expect(days).toHaveAttribute('aria-invalid', 'true');
    }
    expect(server.sent('PATCH')).toEqual([]);

    await user.type(days, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent('PATCH')).toEqual([{ url: '/api/classes/1', body: { retentionDays: 30 } }]);
    await waitFor(() =>
      expect(retention('Samsung cohort 3')).toHaveTextContent(
        /^Personal data kept 30 days after the class ends · destroyed on 2025-03-31$/,
      ),
    );
  });

  it('keeps a class’s data until the class is deleted with 0 days', async () => {
    const user = userEvent.setup();
    const server = classesServer();
    renderWithApp(<ClassesTab />, { path: '/admin' });
    await screen.findAllByRole('article');
    await user.click(
      screen.getByRole('button', { name: 'Change how long Samsung cohort 3 keeps personal data' }),
    );
    const days = screen.getByRole('spinbutton', { name: 'Days after the class ends' });
    await user.clear(days);
    await user.type(days, '0{Enter}');
    await waitFor(() =>
      expect(retention('Samsung cohort 3')).toHaveTextContent(
        /^Personal data kept until the class is deleted$/,
      ),
    );
    expect(server.sent('PATCH')).toEqual([{ url: '/api/classes/1', body: { retentionDays: 0 } }]);
  });

  it('deletes an ended class once its name is typed exactly; the current class has no delete', async () => {
    const user = userEvent.setup();
    const server = classesServer();
    renderWithApp(<ClassesTab />, { path: '/admin' });
    await screen.findAllByRole('article');
    expect(within(card('Hyundai Card cohort 7')).queryByRole('button', { name: /Delete/ })).toBeNull();

    await user.click(
      within(card('Samsung cohort 3')).getByRole('button', { name: 'Delete Samsung cohort 3…' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete class' });
    expect(dialog).toHaveTextContent('This deletes "Samsung cohort 3" at once');
    const name = within(dialog).getByRole('textbox', { name: 'Class name' });
    expect(name).toHaveAccessibleDescription(classMessages.confirmName);
    const confirm = within(dialog).getByRole('button', { name: 'Delete class' });
    expect(confirm).toBeDisabled();
    await user.type(name, 'samsung cohort 3');
    expect(confirm).toBeDisabled();
    await user.type(name, '{Enter}');
    expect(server.sent('DELETE')).toEqual([]);

    await user.clear(name);
    await user.type(name, 'Samsung cohort 3');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText(classMessages.deleted('Samsung cohort 3'))).toBeVisible();
    expect(server.sent('DELETE')).toEqual([
      { url: '/api/classes/1', body: { confirmName: 'Samsung cohort 3' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('article', { name: 'Samsung cohort 3' })).toBeNull();
  });
});

describe('the research export on the Classes tab', () => {
  it('links each class to its CSV without names, with free text only when ticked', async () => {
    stubFetch((url) =>
      url === '/api/auth/me'
        ? json(200, { success: true, data: admin })
        : json(200, { success: true, data: fixture }),
    );
    renderWithApp(<ClassesTab />, { path: '/admin' });
    const link = await screen.findByRole('link', {
      name: `Research export of ${fixture[1]!.name} (CSV, no names)`,
    });
    expect(link).toHaveAttribute('href', `/api/classes/${fixture[1]!.id}/research-export`);
    const card = link.closest('article')!;
    await userEvent.click(
      within(card as HTMLElement).getByRole('checkbox', { name: 'with free text (terms, comments)' }),
    );
    expect(link).toHaveAttribute('href', `/api/classes/${fixture[1]!.id}/research-export?freeText=true`);
  });
});
