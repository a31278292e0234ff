/** Firestore without write credentials: the catalog is shown, and edited in the Firebase console instead. */
export function ReadOnlyNotice({ message }: { message?: string }) {
  return (
    <div className="admin-note admin-note--warning" role="note">
      <strong>Read-only here.</strong>{' '}
      {message ?? 'The catalog is read from Firestore and this server may not write to it.'}{' '}
      <a href="https://console.firebase.google.com/" target="_blank" rel="noopener noreferrer">
        Open the Firebase console
      </a>{' '}
      to edit it there.
    </div>
  );
}
