import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Navbar } from '@/features/layout/components/navbar';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';

// The Sign In dialog: a lazy chunk, loaded before the tests (see preloadLazyChunks).
preloadLazyChunks(() => import('@/features/auth/components/sign-in-dialog'));

afterEach(() => localStorage.clear());

const user = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };

describe('Sign In modal', () => {
  it('shows the SPEC texts and fields', async () => {
    stubFetch(() => json(401, { success: false, message: 'x' }));
    renderWithApp(<Navbar />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign In' })[0]!);
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
    renderWithApp(<Navbar />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign In' })[0]!);
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

  it('signs in, closes, and shows the welcome, the Admin link and Sign Out; the form is empty next time', async () => {
    const calls = stubFetch((url) =>
      url === '/api/auth/login'
        ? json(200, { success: true, data: user })
        : json(200, { success: true, data: null }),
    );
    renderWithApp(<Navbar />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign In' })[0]!);
    await userEvent.type(screen.getByLabelText('Email'), user.email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0]).toMatchObject({
      url: '/api/auth/login',
      init: { method: 'POST', credentials: 'include' },
    });
    expect(screen.getAllByText('Welcome, Ms Kim!').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Admin' }).length).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);

    await userEvent.click(screen.getAllByRole('button', { name: 'Sign Out' })[0]!);
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign In' })[0]!);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(localStorage.getItem('user')).toBeNull();
  });
});
