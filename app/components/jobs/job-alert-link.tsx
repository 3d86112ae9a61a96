import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { describeSearch } from "#shared/lib/alert-search";

/** The alert page for a search: `/alerts?query=…&location=…` in the page's language (its form starts filled in). */
export function alertPageHref(query: string, location: string, lang: Lang): string {
  const params = new URLSearchParams();
  if (query) params.set("query", query);
  if (location) params.set("location", location);
  const search = params.toString();
  return localizedPath("/alerts", lang) + (search ? `?${search}` : "");
}

/**
 * "E-mail me new jobs like these" under the job list and on a job page: a
 * heading, the search the alert would follow and a link to /alerts carrying
 * it, where the sign-up form (e-mail, WhatsApp, notifications) is
 * (decision 074). The form itself was 1.2-1.6 KB gzip of every job list and
 * job page, more than either could spare for one round trip on slow 4G; the
 * link works without JavaScript, and on /job the search island renders it
 * from the search it shows, so a search made in place is the one it carries.
 * `said` is the search as the server says it back (decision 063); without
 * it (a job page) no sentence is shown, as the alert page shows the boxes.
 */
export function JobAlertLink({
  query,
  location,
  lang,
  heading,
  said,
  filtered = false,
  idPrefix = "job-alert",
}: {
  query: string;
  location: string;
  lang: Lang;
  heading?: string;
  said?: { query: string; location: string } | null;
  /** Filters are applied above (an alert follows the words and the place only). */
  filtered?: boolean;
  idPrefix?: string;
}) {
  const o = { locale: lang };
  const search = said ? describeSearch(said.query, said.location, lang) : null;
  return (
    <section className="job-alert form-card" aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`}>{heading ?? m.forms_alert_heading({}, o)}</h2>
      {search === null ? null : (
        <p className="job-alert-search">
          {filtered ? m.forms_alert_fixed_search_filtered({ search }, o) : m.forms_alert_fixed_search({ search }, o)}
        </p>
      )}
      <a className="btn btn-primary" href={alertPageHref(query, location, lang)}>
        {m.forms_alerts_setup({}, o)}
      </a>
    </section>
  );
}
