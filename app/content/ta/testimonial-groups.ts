import { candidateTestimonials, clientTestimonials, freelancerTestimonials } from "../testimonials";

/**
 * The three testimonial groups with Tamil tab labels and headings. The
 * testimonials themselves are people's own words and stay in English
 * (rendered with lang="en").
 */
export const testimonialGroups = [
  { id: "clients", label: "கிளையன்ட்கள்", title: "எங்கள் கிளையன்ட்கள் சொல்வது", items: clientTestimonials },
  {
    id: "candidates",
    label: "விண்ணப்பதாரர்கள்",
    title: "எங்கள் மூலம் வேலை பெற்றவர்கள் சொல்வது",
    items: candidateTestimonials,
  },
  {
    id: "freelancers",
    label: "ஃப்ரீலான்ஸ் ரெக்ரூட்டர்கள்",
    title: "ஃப்ரீலான்ஸ் ரெக்ரூட்டர்கள் சொல்வது",
    items: freelancerTestimonials,
  },
];
