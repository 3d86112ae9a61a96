import { data, Link, useActionData } from "react-router";
import { metaLang, seo } from "#app/lib/seo";
import { site } from "#shared/content/site";
import { workerContext } from "#shared/lib/worker-context";
import { maskEmail, readUnsubscribeToken, unsubscribe, unsubscribeMessages } from "#worker/forms/unsubscribe";
import type { Route } from "./+types/unsubscribe";
import "#app/components/forms/forms.css";

/**
 * /unsubscribe?token=...: the link in a newsletter mail. A GET only shows a
 * confirm button (mail scanners follow links, so opening must not
 * unsubscribe); a POST unsubscribes, from that button or straight from a mail
 * client's one-click (RFC 8058: a POST with `List-Unsubscribe=One-Click` to
 * the same URL). Rendered per request, without JavaScript.
 */

type PageState =
  | { state: "confirm"; address: string; token: string; message: string }
  | { state: "done"; address: string; message: string }
  | { state: "invalid" | "unconfigured" | "unavailable"; message: string };

/**
 * The token is a key to someone's subscription: kept out of caches and search
 * engines. Other sites never see it: the site-wide Referrer-Policy
 * (strict-origin-when-cross-origin) sends them the origin only.
 */
const pageHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
};

const MAX_BODY_BYTES = 16 * 1024;

const STATUS = { confirm: 200, done: 200, invalid: 400, unconfigured: 503, unavailable: 503 } as const;

const answer = (page: PageState) => data(page, { status: STATUS[page.state], headers: pageHeaders });
const failure = (state: "invalid" | "unconfigured" | "unavailable") =>
  answer({ state, message: unsubscribeMessages[state] });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = await readUnsubscribeToken(env, token);
  if (check.kind !== "valid") return failure(check.kind);
  return answer({ state: "confirm", address: maskEmail(check.email), token, message: unsubscribeMessages.confirm });
}

/** The token from the confirm form, else from the URL (a one-click POST carries only `List-Unsubscribe=One-Click`). */
async function tokenOf(request: Request): Promise<string> {
  const fromUrl = new URL(request.url).searchParams.get("token") ?? "";
  // Both bodies are a few hundred bytes; anything big or of unknown size is not read.
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!(declared <= MAX_BODY_BYTES)) {
    await request.body?.cancel().catch(() => undefined);
    return fromUrl;
  }
  try {
    const field = (await request.formData()).get("token");
    return typeof field === "string" && field !== "" ? field : fromUrl;
  } catch {
    // Not a form body (empty, JSON, garbage): the URL's token decides.
    return fromUrl;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(workerContext);
  const result = await unsubscribe(env, await tokenOf(request));
  if (result.kind === "done") {
    return answer({ state: "done", address: maskEmail(result.email), message: unsubscribeMessages.done });
  }
  return failure(result.kind);
}

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

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const page = (useActionData<typeof action>() ?? loaderData) as PageState;
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
