import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { SessionState } from '#shared/schemas/admin';
import { refusals } from '../../../lib/api-client';
import { getAdminEnabled, getSession, signOut } from '../api/admin-session';
import { ConsoleDisabled } from './console-disabled';
import { SignInForm } from './sign-in-form';

const SessionEndedDialog = lazy(async () => ({
  default: (await import('./session-ended-dialog')).SessionEndedDialog,
}));

type Phase = 'checking' | 'disabled' | 'signed-out' | 'signed-in' | 'unreachable';

const SessionContext = createContext<{ signOut: () => void; session: SessionState | null }>({
  signOut: () => undefined,
  session: null,
});
/** Signs the operator out (the shell's button). */
export const useSignOut = () => useContext(SessionContext).signOut;
/** Who is signed in and the people a lead can be assigned to. */
export const useConsoleSession = () => useContext(SessionContext).session;

/**
 * Shows the console only to a signed-in operator. When a session ends mid-work, the sign-in asks again in a
 * dialog over the current screen, so whatever is on it (an unsaved catalog edit) stays as it was.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const [phase, setPhase] = useState<Phase>('checking');
  const [expired, setExpired] = useState(false);
  const [session, setSession] = useState<SessionState | null>(null);

  const check = useCallback(async () => {
    setPhase('checking');
    try {
      if (!(await getAdminEnabled())) return setPhase('disabled');
      const state = await getSession();
      setSession(state);
      setPhase(state ? 'signed-in' : 'signed-out');
    } catch {
      setPhase('unreachable');
    }
  }, []);

  useEffect(() => {
    void check();
  }, [check]);
  // Any 401 while signed in means the session ended (expired, signed out elsewhere). Before that, a 401 is
  // the sign-in's own answer (no session yet, a wrong token), which the sign-in form shows.
  const signedIn = useRef(false);
  signedIn.current = phase === 'signed-in';
  useEffect(() => {
    refusals.heard = (refusal) => signedIn.current && refusal.status === 401 && setExpired(true);
    return () => {
      refusals.heard = undefined;
    };
  }, []);

  const leave = useCallback(() => {
    signOut().then(
      () => setPhase('signed-out'),
      () => setPhase('signed-out'),
    );
  }, []);

  if (phase === 'checking') {
    return (
      <div className="admin-center" aria-busy="true">
        <p className="admin-muted">Opening the console…</p>
      </div>
    );
  }
  if (phase === 'disabled') return <ConsoleDisabled />;
  if (phase === 'unreachable') {
    return (
      <div className="admin-center">
        <div className="admin-sign-in panel" role="alert">
          <h1 className="admin-sign-in__title">Cannot reach the server</h1>
          <p className="admin-muted">Check the connection, then try again.</p>
          <button type="button" className="button button--primary" onClick={() => void check()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (phase === 'signed-out') {
    return (
      <div className="admin-center">
        <div className="admin-sign-in panel">
          <SignInHeading />
          <SignInForm onSignedIn={() => void check()} />
        </div>
      </div>
    );
  }
  return (
    <SessionContext.Provider value={{ signOut: leave, session }}>
      {children}
      {expired ? (
        <Suspense fallback={null}>
          <SessionEndedDialog
            onSignedIn={() => {
              setExpired(false);
              // Someone else may have signed in on this screen: the name follows.
              void getSession().then(setSession, () => undefined);
            }}
          />
        </Suspense>
      ) : null}
    </SessionContext.Provider>
  );
}

function SignInHeading() {
  return (
    <>
      <p className="admin-brand admin-brand--dark">
        <span className="admin-brand__mark" aria-hidden="true">
          V
        </span>
        Vishwa Travels · Console
      </p>
      <h1 className="admin-sign-in__title">Sign in</h1>
      <p className="admin-muted">
        For the Vishwa Tours &amp; Travels team: enquiries, requests and the package catalog.
      </p>
    </>
  );
}
