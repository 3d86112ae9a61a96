import { candidateTestimonials, clientTestimonials, freelancerTestimonials } from "../testimonials";

/**
 * The three testimonial groups with Telugu tab labels and headings. The
 * testimonials themselves are people's own words and stay in English
 * (rendered with lang="en").
 */
export const testimonialGroups = [
  { id: "clients", label: "క్లయింట్లు", title: "మా క్లయింట్లు ఏమంటున్నారు", items: clientTestimonials },
  {
    id: "candidates",
    label: "అభ్యర్థులు",
    title: "ఉద్యోగం పొందిన అభ్యర్థులు ఏమంటున్నారు",
    items: candidateTestimonials,
  },
  {
    id: "freelancers",
    label: "ఫ్రీలాన్స్ రిక్రూటర్లు",
    title: "ఫ్రీలాన్స్ రిక్రూటర్లు ఏమంటున్నారు",
    items: freelancerTestimonials,
  },
];
