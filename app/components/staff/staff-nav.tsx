/** The console's own navigation, and the signed-in staff member. */
export function StaffNav({ email, via }: { email: string; via: "access" | "dev" }) {
  return (
    <nav className="staff-nav" aria-label="Staff console">
      <a href="/staff">Submissions</a>
      <a href="/staff/erase">Erase a person</a>
      <a href="/staff/jobs">Jobs</a>
      <a href="/staff/audit">Audit log</a>
      <span className="staff-who">{`Signed in as ${email}${via === "dev" ? " (development sign-in)" : ""}`}</span>
      {via === "dev" ? (
        <form method="post" action="/staff/dev-logout">
          <button type="submit">Sign out</button>
        </form>
      ) : (
        <a href="/cdn-cgi/access/logout">Sign out</a>
      )}
    </nav>
  );
}

/** A short confirmation after an action, by code, never echoing request text. */
export function Notice({ code, messages }: { code: string | null; messages: Record<string, string> }) {
  const message = code ? messages[code] : undefined;
  if (!message) return null;
  return (
    <p className="staff-notice" role="status">
      {message}
    </p>
  );
}
