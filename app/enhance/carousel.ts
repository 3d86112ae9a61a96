import { enhanceJobCarousel } from "./carousel-jobs";
import { enhanceLoop } from "./carousel-loop";
import { enhanceTabs } from "./carousel-tabs";
import type { Enhancer } from "./types";

/**
 * Every carousel, by its `data-kind`: "loop" (the auto-scrolling rows of
 * testimonials and partner logos), "tabs" (the testimonial groups as tabs)
 * and "jobs" (the one-card job carousels). The markup is the server's
 * (app/components/carousel/carousel.tsx, sections/testimonials.tsx,
 * jobs/job-carousel.tsx); it works as scrollable rows without this script.
 */
const kinds: Record<string, Enhancer> = { loop: enhanceLoop, tabs: enhanceTabs, jobs: enhanceJobCarousel };

export const enhance: Enhancer = (root) => {
  kinds[root.dataset.kind ?? ""]?.(root);
};
