import { data } from "react-router";
import { langFromPath } from "#shared/i18n/lang";
import { workerContext } from "#shared/lib/worker-context";
import {
  ALERT_LINK_BODY_BYTES,
  type AlertLinkAnswer,
  type AlertLinkPage,
  type AlertSettings,
  actOnAlertLink,
  alertPurposeOf,
  showAlertLink,
} from "#worker/alerts/link-page";
import { readFormBody } from "#worker/http/body";
import type { Route } from "./+types/alerts-link";

/** The links in alert mails (worker/alerts/link-page.ts decides what each shows and does). */

export type { AlertLinkPage, AlertSettings };

/** The token is a key to someone's alert: kept out of caches and search engines. */
const pageHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

const page = ({ page, status }: AlertLinkAnswer) => data(page, { status, headers: pageHeaders });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const purpose = alertPurposeOf(params.purpose);
  if (!purpose) throw data(null, { status: 404 });
  const { env } = context.get(workerContext);
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  return page(await showAlertLink(env, purpose, token, Date.now(), langFromPath(url.pathname)));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const purpose = alertPurposeOf(params.purpose);
  if (!purpose) throw data(null, { status: 404 });
  const { env, ctx } = context.get(workerContext);
  const url = new URL(request.url);
  const body = await readFormBody(request, ALERT_LINK_BODY_BYTES);
  const posted = body.ok ? body.fields : {};
  const urlToken = url.searchParams.get("token") ?? "";
  return page(await actOnAlertLink(env, ctx, purpose, posted, urlToken, Date.now(), langFromPath(url.pathname)));
}
