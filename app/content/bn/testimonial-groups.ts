import { candidateTestimonials, clientTestimonials, freelancerTestimonials } from "../testimonials";

/**
 * The three testimonial groups with Bengali tab labels and headings. The
 * testimonials themselves are people's own words and stay in English
 * (rendered with lang="en").
 */
export const testimonialGroups = [
  { id: "clients", label: "ক্লায়েন্ট", title: "আমাদের ক্লায়েন্টরা কী বলেন", items: clientTestimonials },
  {
    id: "candidates",
    label: "প্রার্থী",
    title: "চাকরি পাওয়া প্রার্থীরা কী বলেন",
    items: candidateTestimonials,
  },
  {
    id: "freelancers",
    label: "ফ্রিল্যান্স রিক্রুটার",
    title: "ফ্রিল্যান্স রিক্রুটাররা কী বলেন",
    items: freelancerTestimonials,
  },
];
