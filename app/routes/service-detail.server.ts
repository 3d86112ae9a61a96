import { data } from "react-router";
import { servicesFor } from "#app/content/localized";
import { renderContent } from "#app/lib/markdown.server";
import { langFromPath } from "#shared/i18n/lang";
import type { Route } from "./+types/service-detail";

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const id = /^\d+$/.test(params.id) ? Number(params.id) : Number.NaN;
  const service = servicesFor(lang).getService(id);
  const html = service ? renderContent(`services/${service.id}`, lang) : undefined;
  if (!service || html === undefined) throw data("Service not found", { status: 404 });
  return data({ service, html }, { headers: { "Cache-Control": "public, max-age=300, s-maxage=3600" } });
}
