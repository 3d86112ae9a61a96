/** The job carousel island (home "Latest jobs", careers "Open positions"): slides are small, so they come as props. */
export { JobCarousel as default } from "#app/components/jobs/job-carousel";
