import { data } from "react-router";
import { workerContext } from "#shared/lib/worker-context";
import { maskEmail, readUnsubscribeToken, unsubscribe } from "#worker/forms/unsubscribe";
import { readFormBody } from "#worker/http/body";
import type { Route } from "./+types/unsubscribe";

/** What the page shows; its words, in the page's language, are the route's (app/routes/unsubscribe.tsx). */
export type PageState =
  | { state: "confirm"; address: string; token: string }
  | { state: "done"; address: string }
  | { state: "invalid" | "unconfigured" | "unavailable" };

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

const failure = (state: "invalid" | "unconfigured" | "unavailable") => answer({ state });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = await readUnsubscribeToken(env, token);
  if (check.kind !== "valid") return failure(check.kind);
  return answer({ state: "confirm", address: maskEmail(check.email), token });
}

/** The token from the confirm form, else from the URL (a one-click POST carries only `List-Unsubscribe=One-Click`). */
async function tokenOf(request: Request): Promise<string> {
  const fromUrl = new URL(request.url).searchParams.get("token") ?? "";
  // Both bodies are a few hundred bytes. Anything bigger, or not a form (empty, JSON, garbage): the URL's token decides.
  const body = await readFormBody(request, MAX_BODY_BYTES);
  const field = body.ok ? body.fields.token : undefined;
  return typeof field === "string" && field !== "" ? field : fromUrl;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(workerContext);
  const result = await unsubscribe(env, await tokenOf(request));
  if (result.kind === "done") {
    return answer({ state: "done", address: maskEmail(result.email) });
  }
  return failure(result.kind);
}
