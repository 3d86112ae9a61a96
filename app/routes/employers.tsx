import { EnquiryPage } from "#app/components/sections/enquiry-page";
import { formHeaders } from "#app/lib/form-action";
import { pageMeta } from "#app/lib/seo";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/employers";
import "#app/components/sections/content.css";

export { action, loader } from "./employers.server";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/employes",
    title: m.pages_employers_meta_title,
    description: m.pages_employers_meta_description,
  });

export const headers = formHeaders;

export default function Employers({ loaderData }: Route.ComponentProps) {
  return <EnquiryPage name="employers" content={loaderData} />;
}
