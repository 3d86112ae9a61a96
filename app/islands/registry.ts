import type { ComponentType } from "react";

/**
 * Island name → its module, loaded only when an island of that name on the
 * page is due to hydrate (app/islands/loader.ts). Each module default-exports
 * the component that app/islands/island.tsx rendered on the server.
 */
// biome-ignore lint/suspicious/noExplicitAny: each island takes its own props, which its own server render produced (app/islands/island.tsx)
export type IslandModule = { default: ComponentType<any> };
export type IslandRegistry = Record<string, () => Promise<IslandModule>>;

export const islands: IslandRegistry = {
  "enquiry-form": () => import("./forms/enquiry-form"),
  "resume-form": () => import("./forms/resume-form"),
  "newsletter-form": () => import("./forms/newsletter-form"),
  "job-carousel": () => import("./job-carousel"),
  "loop-carousel": () => import("./carousel/loop-carousel"),
  "testimonial-tabs": () => import("./carousel/testimonial-tabs"),
  "job-search": () => import("./jobs/job-search"),
  "open-positions": () => import("./jobs/open-positions"),
  "saved-jobs": () => import("./saved-jobs"),
};
