import { authStorage, errorMessage, login } from '@kanri/api-client';
import { signedIn, useAppDispatch } from '@kanri/app-state';
import { Button, Card, Input, PasswordInput, toast, Typography } from '@kanri/design-system';
import { useState, type FormEvent } from 'react';

/** Real sign-in against the API, so a remote running alone can reach its guarded pages. */
export function SignInPanel() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const reply = await login({ email, password });
      if (!reply || reply.error || !reply.user || !reply.access_token) {
        toast.error(reply?.message || 'Login failed');
        return;
      }
      authStorage.save(reply.access_token, reply.user);
      dispatch(signedIn(reply.user));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Sign in (dev shell)" style={{ maxWidth: 360 }}>
      <form onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
        <Input aria-label="Email" placeholder="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordInput
          aria-label="Password"
          placeholder="Password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="primary" htmlType="submit" loading={busy}>
          Sign In
        </Button>
        <Typography.Text type="secondary">
          Uses the API at /api/v1 (start it with `pnpm --filter @kanri/api dev`).
        </Typography.Text>
      </form>
    </Card>
  );
}
