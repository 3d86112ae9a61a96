import { redirect } from "react-router";
import type { Route } from "./+types/spelling-redirect";

/** The original site's paths are canonical; these spellings point to them. */
const CANONICAL: Record<string, string> = {
  "/careers": "/carrers",
  "/employers": "/employes",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = CANONICAL[url.pathname.replace(/\/+$/, "").toLowerCase()] ?? "/";
  return redirect(`${target}${url.search}`, 301);
}
