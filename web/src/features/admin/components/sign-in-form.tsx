import { useId, useState, type FormEvent } from 'react';
import { sessionRequestSchema } from '#shared/schemas/admin';
import { Field } from '../../../components/field';
import { SubmitButton } from '../../../components/submit-button';
import { ApiClientError } from '../../../lib/api-client';
import { signIn } from '../api/admin-session';

/** The admin token, exchanged once for a session cookie; the token itself is never kept by the page. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const id = useId();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = sessionRequestSchema.safeParse({ token: token.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the admin token');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(parsed.data.token);
      setToken('');
      onSignedIn();
    } catch (failure) {
      if (failure instanceof ApiClientError && failure.status === 401)
        setError('That token is not right. Check it and try again.');
      else setError(failure instanceof ApiClientError ? failure.message : 'Could not sign in. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-sign-in__form" onSubmit={submit} noValidate>
      <Field
        id={`${id}-token`}
        label="Admin token"
        hint="Asked once: you stay signed in on this device for 12 hours."
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            spellCheck={false}
            value={token}
            data-autofocus
            onChange={(event) => setToken(event.target.value)}
          />
        )}
      </Field>
      <SubmitButton label="Sign in" submitting={busy} submittingLabel="Signing in…" />
    </form>
  );
}
