import { data, Link, useActionData } from "react-router";
import { JobAlertForm } from "#app/components/jobs/job-alert-form";
import type { FormActionData } from "#app/lib/form-action";
import { metaLang, seo } from "#app/lib/seo";
import { workerContext } from "#shared/lib/worker-context";
import { UNEXPECTED_ERROR } from "#shared/schemas/fields";
import { handleAlertSignup } from "#worker/alerts/signup";
import type { Route } from "./+types/alerts";
import "#app/components/forms/forms.css";

/**
 * /alerts: the job alert sign-up. Every "E-mail me new jobs like these" form
 * posts here; without JavaScript this page shows the result (or the form
 * again with its errors). A GET shows the form for ?query=&location=.
 */
export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    lang: metaLang(location),
    title: "Job alerts by e-mail",
    description: "New jobs matching your search from Kshitij Talent Partners, daily or weekly by e-mail.",
    path: "/alerts",
    noindex: true,
  });

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = (name: string) => (url.searchParams.get(name) ?? "").slice(0, 200);
  return { query: term("query"), location: term("location") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = context.get(workerContext);
  try {
    const res = await handleAlertSignup(request, { env, waitUntil: (p) => ctx.waitUntil(p) });
    const body: FormActionData = res.values ? { ...res.body, values: res.values } : res.body;
    return data(body, { status: res.status, headers: res.headers });
  } catch (err) {
    console.error("alert sign-up failed", err);
    const body: FormActionData = { ok: false, error: UNEXPECTED_ERROR };
    return data(body, { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function Alerts({ loaderData }: Route.ComponentProps) {
  const result = useActionData() as FormActionData | undefined;
  return (
    <section className="page-section" aria-labelledby="alerts-title">
      <div className="container form-result-page">
        <h1 id="alerts-title">Job alerts by e-mail</h1>
        {result?.ok ? (
          <p className="form-status form-status--ok" role="status">
            {result.message}
          </p>
        ) : (
          <JobAlertForm
            idPrefix="alerts-page"
            query={loaderData.query}
            location={loaderData.location}
            heading="Which jobs should we send you?"
            result={result}
          />
        )}
        <p>
          <Link to="/job">Browse the latest jobs</Link> or go <Link to="/">back to the home page</Link>.
        </p>
      </div>
    </section>
  );
}
