/** With no ADMIN_TOKEN configured the console API does not exist: say how to switch it on. */
export function ConsoleDisabled() {
  return (
    <div className="admin-center">
      <div className="admin-sign-in admin-sign-in--wide panel">
        <h1 className="admin-sign-in__title">The console is not switched on</h1>
        <p>
          The console opens once an admin token is configured on the server. Choose a long random token (at least 32
          characters) and keep it like a password.
        </p>
        <h2 className="admin-sign-in__subtitle">On this computer</h2>
        <p>
          Add it to <code>.dev.vars</code> at the project root, then restart <code>npm start</code>:
        </p>
        <pre className="admin-code">ADMIN_TOKEN=your-long-random-token</pre>
        <h2 className="admin-sign-in__subtitle">In production</h2>
        <pre className="admin-code">npx wrangler secret put ADMIN_TOKEN</pre>
        <p className="admin-muted">Then reload this page and sign in with the same token.</p>
      </div>
    </div>
  );
}
