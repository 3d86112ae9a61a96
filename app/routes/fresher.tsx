import { EnquiryPage } from "#app/components/sections/enquiry-page";
import { formHeaders } from "#app/lib/form-action";
import { pageMeta } from "#app/lib/seo";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/fresher";
import "#app/components/sections/content.css";

export { action, loader } from "./fresher.server";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/fresher",
    title: m.pages_fresher_meta_title,
    description: m.pages_fresher_meta_description,
  });

export const headers = formHeaders;

export default function Fresher({ loaderData }: Route.ComponentProps) {
  return <EnquiryPage name="fresher" content={loaderData} />;
}
