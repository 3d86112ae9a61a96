import { candidateTestimonials, clientTestimonials, freelancerTestimonials } from "../testimonials";

/**
 * The three testimonial groups with Kannada tab labels and headings. The
 * testimonials themselves are people's own words and stay in English
 * (rendered with lang="en").
 */
export const testimonialGroups = [
  { id: "clients", label: "ಕ್ಲೈಂಟುಗಳು", title: "ನಮ್ಮ ಕ್ಲೈಂಟುಗಳು ಏನು ಹೇಳುತ್ತಾರೆ", items: clientTestimonials },
  {
    id: "candidates",
    label: "ಅಭ್ಯರ್ಥಿಗಳು",
    title: "ಉದ್ಯೋಗ ಪಡೆದ ಅಭ್ಯರ್ಥಿಗಳು ಏನು ಹೇಳುತ್ತಾರೆ",
    items: candidateTestimonials,
  },
  {
    id: "freelancers",
    label: "ಫ್ರೀಲಾನ್ಸ್ ರಿಕ್ರೂಟರುಗಳು",
    title: "ಫ್ರೀಲಾನ್ಸ್ ರಿಕ್ರೂಟರುಗಳು ಏನು ಹೇಳುತ್ತಾರೆ",
    items: freelancerTestimonials,
  },
];
