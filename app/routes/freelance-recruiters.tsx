import { EnquiryPage } from "#app/components/sections/enquiry-page";
import { formHeaders } from "#app/lib/form-action";
import { pageMeta } from "#app/lib/seo";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/freelance-recruiters";
import "#app/components/sections/content.css";

export { action, loader } from "./freelance-recruiters.server";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/freelance-recruiters",
    title: m.pages_freelance_meta_title,
    description: m.pages_freelance_meta_description,
  });

export const headers = formHeaders;

export default function FreelanceRecruiters({ loaderData }: Route.ComponentProps) {
  return <EnquiryPage name="freelance" content={loaderData} />;
}
