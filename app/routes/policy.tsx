import { LegalPage } from "#app/components/sections/legal-page";
import { pageMeta } from "#app/lib/seo";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/policy";
import "#app/components/sections/content.css";

export { loader } from "./policy.server";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/policy",
    title: m.pages_policy_title,
    description: m.pages_policy_meta_description,
  });

export default function Policy({ loaderData }: Route.ComponentProps) {
  const locale = { locale: loaderData.lang };
  return (
    <LegalPage title={m.pages_policy_title({}, locale)} lead={m.pages_policy_lead({}, locale)} html={loaderData.html} />
  );
}
