import { candidateTestimonials, clientTestimonials, freelancerTestimonials } from "../testimonials";

/**
 * The three testimonial groups with Marathi tab labels and headings. The
 * testimonials themselves are people's own words and stay in English
 * (rendered with lang="en").
 */
export const testimonialGroups = [
  { id: "clients", label: "क्लायंट", title: "आमचे क्लायंट काय म्हणतात", items: clientTestimonials },
  {
    id: "candidates",
    label: "उमेदवार",
    title: "नोकरी मिळालेले उमेदवार काय म्हणतात",
    items: candidateTestimonials,
  },
  {
    id: "freelancers",
    label: "फ्रीलान्स रिक्रूटर",
    title: "फ्रीलान्स रिक्रूटर काय म्हणतात",
    items: freelancerTestimonials,
  },
];
