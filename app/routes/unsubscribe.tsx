import { Link } from "react-router";
import { useLang, withNode } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { site } from "#shared/content/site";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/unsubscribe";
import type { PageState } from "./unsubscribe.server";
import "#app/components/forms/forms.css";

/**
 * /unsubscribe?token=...: the link in a newsletter mail. A GET only shows a
 * confirm button (mail scanners follow links, so opening must not
 * unsubscribe); a POST unsubscribes, from that button or straight from a mail
 * client's one-click (RFC 8058: a POST with `List-Unsubscribe=One-Click` to
 * the same URL): ./unsubscribe.server.ts. Rendered per request, without
 * JavaScript, in the language of its path (issue 32: /hi/unsubscribe, … for a
 * subscriber who signed up there).
 */
export { action, loader } from "./unsubscribe.server";

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/unsubscribe",
    title: m.forms_unsubscribe_title,
    description: m.forms_unsubscribe_description,
    noindex: true,
  });

/** The subject the agency's inbox knows unsubscribe requests by, in every language. */
const SUBJECT = "Unsubscribe";
const mailto = `mailto:${site.emails.enquiries}?subject=${encodeURIComponent(SUBJECT)}`;

/** What the page says in each state, in the page's language. */
function message(state: PageState["state"], lang: Lang) {
  const o = { locale: lang };
  switch (state) {
    case "confirm":
      return m.forms_unsubscribe_confirm({}, o);
    case "done":
      return m.forms_unsubscribe_done({}, o);
    case "invalid":
      return m.forms_unsubscribe_invalid({}, o);
    case "unconfigured":
      return withNode(
        (subject) => m.forms_unsubscribe_unconfigured({ subject }, o),
        <span lang={lang === "en" ? undefined : "en"}>{SUBJECT}</span>,
      );
    default:
      return m.forms_unsubscribe_unavailable({}, o);
  }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const page = (actionData ?? loaderData) as PageState;
  const lang = useLang();
  const o = { locale: lang };
  return (
    <section className="page-section" aria-labelledby="unsubscribe-title">
      <div className="container form-result-page">
        <h1 id="unsubscribe-title">{m.forms_unsubscribe_heading({}, o)}</h1>
        {page.state === "confirm" ? (
          <>
            <p>{withNode((address) => m.forms_unsubscribe_address({ address }, o), <strong>{page.address}</strong>)}</p>
            <p>{message(page.state, lang)}</p>
            <form method="post">
              <input type="hidden" name="token" value={page.token} />
              <button type="submit" className="btn btn-primary">
                {m.forms_unsubscribe_button({}, o)}
              </button>
            </form>
          </>
        ) : page.state === "done" ? (
          <p className="form-status form-status--ok" role="status">
            {message(page.state, lang)} ({page.address})
          </p>
        ) : (
          <p className="form-status form-status--error" role="alert">
            {message(page.state, lang)} <a href={mailto}>{site.emails.enquiries}</a>
          </p>
        )}
        <p>
          <Link to={localizedPath("/", lang)}>{m.forms_back_home_cap({}, o)}</Link> {m.forms_or({}, o)}{" "}
          <Link to={localizedPath("/job", lang)}>{m.forms_browse_jobs_lower({}, o)}</Link>
          {m.forms_full_stop({}, o)}
        </p>
      </div>
    </section>
  );
}
