import { candidateTestimonials, clientTestimonials, freelancerTestimonials } from "./testimonials.ts";

/** The three testimonial groups, in the order of their tabs. */
export const testimonialGroups = [
  { id: "clients", label: "Clients", title: "What our clients say", items: clientTestimonials },
  { id: "candidates", label: "Candidates", title: "What placed candidates say", items: candidateTestimonials },
  {
    id: "freelancers",
    label: "Freelance recruiters",
    title: "What freelance recruiters say",
    items: freelancerTestimonials,
  },
];
