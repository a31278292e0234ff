import { useId, useState, type FormEvent } from 'react';
import { sessionRequestSchema } from '#shared/schemas/admin';
import { FieldError } from '../../../components/field';
import { AdminError } from '../admin-client';
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
      if (failure instanceof AdminError && failure.status === 401)
        setError('That token is not right. Check it and try again.');
      else setError(failure instanceof AdminError ? failure.message : 'Could not sign in. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-sign-in__form" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-token`}>
          Admin token
        </label>
        <input
          id={`${id}-token`}
          className="field__input"
          type="password"
          autoComplete="current-password"
          spellCheck={false}
          value={token}
          data-autofocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-token-error` : `${id}-token-hint`}
          onChange={(event) => setToken(event.target.value)}
        />
        <span className="field__hint" id={`${id}-token-hint`}>
          Asked once: you stay signed in on this device for 12 hours.
        </span>
        <FieldError id={`${id}-token`} error={error} />
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
