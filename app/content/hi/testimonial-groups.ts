import { candidateTestimonials, clientTestimonials, freelancerTestimonials } from "../testimonials";

/**
 * The three testimonial groups with Hindi tab labels and headings. The
 * testimonials themselves are people's own words and stay in English
 * (rendered with lang="en").
 */
export const testimonialGroups = [
  { id: "clients", label: "क्लाइंट", title: "हमारे क्लाइंट क्या कहते हैं", items: clientTestimonials },
  {
    id: "candidates",
    label: "उम्मीदवार",
    title: "नौकरी पाने वाले उम्मीदवार क्या कहते हैं",
    items: candidateTestimonials,
  },
  {
    id: "freelancers",
    label: "फ्रीलांस रिक्रूटर",
    title: "फ्रीलांस रिक्रूटर क्या कहते हैं",
    items: freelancerTestimonials,
  },
];
