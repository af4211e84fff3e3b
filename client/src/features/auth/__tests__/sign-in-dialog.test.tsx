import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { AccountMenu } from '../components/account-menu';

// The Sign In dialog: a lazy chunk, loaded before the tests (see preloadLazyChunks).
preloadLazyChunks(() => import('@/features/auth/components/sign-in-dialog'));

afterEach(() => localStorage.clear());

const user = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };

describe('Sign In modal', () => {
  it('shows its texts and fields', async () => {
    stubFetch(() => json(401, { success: false, message: 'x' }));
    renderWithApp(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(dialog).toHaveTextContent('Enter your credentials to access your account.');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('placeholder', 'Enter your email');
    const password = screen.getByLabelText('Password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('placeholder', 'Enter your password');
  });

  it('shows the failure message on wrong credentials and keeps what was typed', async () => {
    stubFetch(() => json(401, { success: false, message: 'Login failed. Please check your credentials.' }));
    renderWithApp(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.type(screen.getByLabelText('Email'), 'teacher@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(
      screen.getByRole('button', { name: 'Sign In', hidden: false, description: undefined }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('teacher@example.com');
  });

  it('signs in, closes, and shows the welcome and Sign Out; the form is empty next time', async () => {
    const calls = stubFetch((url) =>
      url === '/api/auth/login'
        ? json(200, { success: true, data: user })
        : json(200, { success: true, data: null }),
    );
    renderWithApp(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.type(screen.getByLabelText('Email'), user.email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0]).toMatchObject({
      url: '/api/auth/login',
      init: { method: 'POST', credentials: 'include' },
    });
    expect(screen.getByText('Welcome, Ms Kim!')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('disables Sign In while the server is asked, and says "wait" when there were too many tries', async () => {
    let answer!: (r: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithApp(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await userEvent.type(screen.getByLabelText('Email'), user.email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.keyboard('{Enter}');
    const submit = within(dialog).getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(submit).toBeDisabled());
    answer(json(429, { success: false, message: 'Too many sign-in attempts. Try again in 15 minutes.' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Try again in 15 minutes.',
    );
    expect(submit).toBeEnabled();
  });

  it("puts the server schema's refusal of a field under that field, and keeps what was typed", async () => {
    const calls = stubFetch((url) =>
      url === '/api/auth/login'
        ? json(400, {
            success: false,
            message: 'Email is required',
            errors: { email: ['Email is required'] },
          })
        : json(401, { success: false, message: 'x' }),
    );
    renderWithApp(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await userEvent.type(screen.getByLabelText('Email'), user.email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.keyboard('{Enter}');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveValue(user.email);
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    // said under the field, not as a failed sign-in
    expect(within(dialog).queryByText(messages.loginFailed)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/auth/login')).toHaveLength(1);
  });
});

describe('the account corner', () => {
  it('restores the cached user at once, then signs out when the server says the session is gone', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    stubFetch(() => json(401, { success: false, message: 'Please sign in' }));
    renderWithApp(<AccountMenu />);
    expect(screen.getByText('Welcome, Ms Kim!')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByText('Welcome, Ms Kim!')).not.toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
