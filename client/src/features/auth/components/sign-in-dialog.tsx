import { loginSchema } from '@shared/contracts/auth';
import { messages } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/field';
import { ApiError } from '@/lib/api';
import { FieldError, describedBy, showServerErrors, useCourseForm } from '@/lib/form';
import { useLogin } from '../api/login';

const empty = { email: '', password: '' };

// 429 says "wait"; every other failure reads the same, whatever was wrong.
const failureMessage = (err: unknown) =>
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
  // The browser asks for both fields (`required`); the server's schema checks what it lets through.
  const form = useCourseForm(loginSchema, { defaultValues: empty, mode: 'onSubmit' });
  const login = useLogin({
    mutationConfig: {
      onSuccess: () => {
        form.reset(empty);
        onOpenChange(false);
      },
      onError: (err) =>
        showServerErrors(form, err, {
          fallback: messages.loginFailed,
          // a field the server's schema refused says why under it; a refused sign-in says only that
          inLanguage: (field, message) => (field === 'root' ? failureMessage(err) : message),
        }),
    },
  });
  const errors = form.formState.errors;
  const error = errors.root?.server?.message;

  const onSubmit = form.handleSubmit((body) => login.mutate(body));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          login.reset();
          form.clearErrors();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent title="Sign In" description="Enter your credentials to access your account.">
        <form onSubmit={onSubmit} className="space-y-4">
          <div>
            <Label htmlFor="sign-in-email">Email</Label>
            <Input
              {...form.register('email')}
              {...describedBy('sign-in-email-error', errors.email)}
              id="sign-in-email"
              type="email"
              required
              autoComplete="username"
              placeholder="Enter your email"
            />
            <FieldError id="sign-in-email-error" error={errors.email} />
          </div>
          <div>
            <Label htmlFor="sign-in-password">Password</Label>
            <Input
              {...form.register('password')}
              {...describedBy('sign-in-password-error', errors.password)}
              id="sign-in-password"
              type="password"
              required
              autoComplete="current-password"
              placeholder="Enter your password"
            />
            <FieldError id="sign-in-password-error" error={errors.password} />
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
