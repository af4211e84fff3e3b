import { useState, type FormEvent } from 'react';
import { messages } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/field';
import { ApiError } from '@/lib/api';
import { useLogin } from '../api/login';

const empty = { email: '', password: '' };

// 429 says "wait"; every other failure reads the same, whatever was wrong.
const failureMessage = (err: Error) =>
  err instanceof ApiError && err.status === 429 && err.serverMessage
    ? err.serverMessage
    : messages.loginFailed;

export function SignInDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState(empty);
  const login = useLogin({
    mutationConfig: {
      onSuccess: () => {
        setForm(empty);
        onOpenChange(false);
      },
    },
  });
  const error = login.error ? failureMessage(login.error) : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate(form);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) login.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent title="Sign In" description="Enter your credentials to access your account.">
        <form onSubmit={onSubmit} className="space-y-4">
          <div>
            <Label htmlFor="sign-in-email">Email</Label>
            <Input
              id="sign-in-email"
              type="email"
              required
              autoComplete="username"
              placeholder="Enter your email"
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
            />
          </div>
          <div>
            <Label htmlFor="sign-in-password">Password</Label>
            <Input
              id="sign-in-password"
              type="password"
              required
              autoComplete="current-password"
              placeholder="Enter your password"
              value={form.password}
              onChange={(e) => setForm({ ...form, password: e.target.value })}
            />
          </div>
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={login.isPending}>
            Sign In
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default SignInDialog;
