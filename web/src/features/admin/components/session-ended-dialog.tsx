import { ModalDialog } from '../../../components/modal-dialog';
import { SignInForm } from './sign-in-form';

/**
 * Over the current screen when a session ends mid-work: sign in again and carry on, nothing on the screen
 * lost. Its own chunk (with the dialog frame): most visits never see it.
 */
export function SessionEndedDialog({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <ModalDialog open onClose={() => undefined} closeOnBackdrop={false} label="Sign in again" className="admin-dialog">
      <div className="admin-sign-in">
        <h2 className="admin-sign-in__title">Your session has ended</h2>
        <p className="admin-muted">
          Sign in again to carry on. Nothing on this screen is lost: unsaved changes are kept.
        </p>
        <SignInForm onSignedIn={onSignedIn} />
      </div>
    </ModalDialog>
  );
}
