import { redirect } from "react-router";
import { langFromPath, localizedPath, unlocalizedPath } from "#shared/i18n/lang";
import type { Route } from "./+types/spelling-redirect";

/** The original site's paths are canonical; these spellings point to them (in the same language). */
const CANONICAL: Record<string, string> = {
  "/careers": "/carrers",
  "/employers": "/employes",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = CANONICAL[unlocalizedPath(url.pathname).replace(/\/+$/, "").toLowerCase()] ?? "/";
  return redirect(localizedPath(`${target}${url.search}`, langFromPath(url.pathname)), 301);
}
