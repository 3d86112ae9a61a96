import { Link } from "react-router";
import { metaLang, seo } from "#app/lib/seo";
import { site } from "#shared/content/site";
import type { Route } from "./+types/unsubscribe";
import type { PageState } from "./unsubscribe.server";
import "#app/components/forms/forms.css";

export { action, loader } from "./unsubscribe.server";

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    lang: metaLang(location),
    title: "Unsubscribe",
    description: "Stop the Kshitij Talent Partners newsletter.",
    path: "/unsubscribe",
    noindex: true,
  });

const mailto = `mailto:${site.emails.enquiries}?subject=${encodeURIComponent("Unsubscribe")}`;

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const page = (actionData ?? loaderData) as PageState;
  return (
    <section className="page-section" aria-labelledby="unsubscribe-title">
      <div className="container form-result-page">
        <h1 id="unsubscribe-title">Unsubscribe from the newsletter</h1>
        {page.state === "confirm" ? (
          <>
            <p>
              Address: <strong>{page.address}</strong>
            </p>
            <p>{page.message}</p>
            <form method="post">
              <input type="hidden" name="token" value={page.token} />
              <button type="submit" className="btn btn-primary">
                Unsubscribe
              </button>
            </form>
          </>
        ) : page.state === "done" ? (
          <p className="form-status form-status--ok" role="status">
            {page.message} ({page.address})
          </p>
        ) : (
          <p className="form-status form-status--error" role="alert">
            {page.message} <a href={mailto}>{site.emails.enquiries}</a>
          </p>
        )}
        <p>
          <Link to="/">Back to the home page</Link> or <Link to="/job">browse the latest jobs</Link>.
        </p>
      </div>
    </section>
  );
}
