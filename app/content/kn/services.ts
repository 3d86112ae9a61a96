import { SERVICE_NAMES, type ServiceSlug } from "#shared/content/service-names";
import { words } from "#shared/content/words/kn";
import type { Service } from "../types";

/** Slug and Kannada display name; the slug (the enquiry form's stored value) stays English. */
function serviceName(slug: ServiceSlug): { slug: string; title: string } {
  const found = SERVICE_NAMES.find((s) => s.slug === slug);
  if (!found) throw new Error(`unknown service ${slug}`);
  return { slug: found.slug, title: words.services[slug] };
}

/**
 * The 18 services in Kannada (mirrors ../services.ts: same ids, order, slugs,
 * artwork and call to action). The names come from the Kannada words
 * (shared/content/words/kn.ts), so the cards, the menus and the enquiry
 * form's select say the same. The service pages themselves are English.
 */
export const services: Service[] = [
  {
    id: 1,
    ...serviceName("permanent-staffing"),
    summary:
      "13 ಕ್ಷೇತ್ರಗಳಿಗೆ ಫುಲ್-ಟೈಮ್ ನೇಮಕಾತಿ. ಸ್ಕಿಲ್, ಸ್ಥಿರತೆ ಮತ್ತು ನಿಮ್ಮ ತಂಡಕ್ಕೆ ಹೊಂದುತ್ತಾರೆಯೇ ಎಂದು ಪರಿಶೀಲಿಸಿ ಆಯ್ಕೆ; ಹಾಗಾಗಿ ಬಹುಕಾಲ ಉಳಿಯುವವರೇ ನಿಮ್ಮ ತಂಡ ಸೇರುತ್ತಾರೆ.",
    cta: "Contact Us",
    image: "/images/services/1.svg",
  },
  {
    id: 2,
    ...serviceName("temporary-staffing"),
    summary:
      "ಪೀಕ್ ಸೀಸನ್, ರಜೆಯ ಬದಲಿ ಮತ್ತು ಸಣ್ಣ ಪ್ರಾಜೆಕ್ಟುಗಳಿಗೆ ನಮ್ಮ ರೋಲಿನಲ್ಲಿರುವ ತರಬೇತಿ ಪಡೆದ ಸಿಬ್ಬಂದಿ; ಹಾಜರಾತಿ, ಸಂಬಳ ಮತ್ತು ಕಾನೂನುಬದ್ಧ ಪಾವತಿಗಳನ್ನು ನಾವೇ ನೋಡಿಕೊಳ್ಳುತ್ತೇವೆ.",
    cta: "Contact Us",
    image: "/images/services/2.svg",
  },
  {
    id: 3,
    ...serviceName("contract-staffing"),
    summary: "ಪ್ರಾಜೆಕ್ಟುಗಳಿಗೆ ಮತ್ತು ಬಜೆಟ್ ನಿಗದಿಯಾದ ಹುದ್ದೆಗಳಿಗೆ ನಿಗದಿತ ಅವಧಿಯ ಕಾಂಟ್ರಾಕ್ಟಿನಲ್ಲಿ ಕುಶಲ ವೃತ್ತಿಪರರು; ಪೇರೋಲ್ ಮತ್ತು ಕಂಪ್ಲೈಯನ್ಸ್ ಹೊಣೆ ನಮ್ಮದು.",
    cta: "Contact Us",
    image: "/images/services/3.svg",
  },
  {
    id: 4,
    ...serviceName("executive-search"),
    summary:
      "ಸೀನಿಯರ್ ಮತ್ತು ನಾಯಕತ್ವದ ಹುದ್ದೆಗಳಿಗೆ ಗೌಪ್ಯ, ಸಂಶೋಧನೆ ಆಧಾರಿತ ಹುಡುಕಾಟ: ಮಾರುಕಟ್ಟೆ ಮ್ಯಾಪಿಂಗಿನಿಂದ ಆಫರ್ ಅಂತಿಮಗೊಳಿಸುವವರೆಗೆ, ಸೇರಿದ ನಂತರ ಹೊಂದಿಕೊಳ್ಳಲು ನೆರವೂ ಸೇರಿ.",
    cta: "Contact Us",
    image: "/images/services/4.svg",
  },
  {
    id: 5,
    ...serviceName("recruitment-process-outsourcing-rpo"),
    summary:
      "ನಿಮ್ಮ ಸಂಪೂರ್ಣ ನೇಮಕಾತಿಯನ್ನು ಅಥವಾ ಅದರ ಒಂದು ನಿರ್ದಿಷ್ಟ ಭಾಗವನ್ನು ನಮಗೆ ಒಪ್ಪಿಸಿ. ನಮ್ಮ ತಂಡ ನಿಮ್ಮ ಪ್ರಕ್ರಿಯೆ, ನಿಮ್ಮ ಬ್ರ್ಯಾಂಡ್ ಮತ್ತು ಒಪ್ಪಿದ ಸೇವಾ ಮಟ್ಟಗಳಿಗೆ ತಕ್ಕಂತೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ.",
    cta: "Contact Us",
    image: "/images/services/5.svg",
  },
  {
    id: 6,
    ...serviceName("skill-gap-assessment"),
    summary: "ನಿಮ್ಮ ಹುದ್ದೆಗಳಿಗೆ ಬೇಕಾದ ಸ್ಕಿಲ್ಲುಗಳು ಮತ್ತು ನಿಮ್ಮ ಜನರಲ್ಲಿರುವ ಸ್ಕಿಲ್ಲುಗಳ ವ್ಯವಸ್ಥಿತ ಹೋಲಿಕೆ, ನೇಮಕಾತಿ ಮತ್ತು ತರಬೇತಿಗೆ ಸ್ಪಷ್ಟ ಆದ್ಯತೆಗಳ ಜೊತೆಗೆ.",
    cta: "Contact Us",
    image: "/images/services/6.svg",
  },
  {
    id: 7,
    ...serviceName("internship-program-management"),
    summary:
      "ಒಂದರಿಂದ ಆರು ತಿಂಗಳ ಇಂಟರ್ನ್ಶಿಪ್ಪುಗಳನ್ನು ಯೋಜಿಸಿ, ಇಂಟರ್ನುಗಳನ್ನು ಹುಡುಕಿ, ನಡೆಸಿಕೊಡುತ್ತೇವೆ: ಕ್ಯಾಂಪಸ್ ಸಂಪರ್ಕ ಮತ್ತು ಆಯ್ಕೆಯಿಂದ ಸ್ಟೈಪೆಂಡ್, ಮೌಲ್ಯಮಾಪನ ಮತ್ತು ಪ್ರಮಾಣಪತ್ರಗಳವರೆಗೆ.",
    cta: "Contact Us",
    image: "/images/services/7.svg",
  },
  {
    id: 8,
    ...serviceName("diversity-inclusion-hiring-initiatives"),
    summary:
      "ನಿಮ್ಮ ಅಭ್ಯರ್ಥಿಗಳ ವ್ಯಾಪ್ತಿ ಹಿಗ್ಗಿಸಲು ಪ್ರಾಯೋಗಿಕ ನೆರವು: ವಿರಾಮದ ನಂತರ ಕೆಲಸಕ್ಕೆ ಮರಳುವ ಮಹಿಳೆಯರು, ವಿಕಲಚೇತನರು, ಕುಟುಂಬದ ಮೊದಲ ಪದವೀಧರರು, ಮತ್ತು ಹೆಚ್ಚು ನ್ಯಾಯಯುತ ಆಯ್ಕೆ.",
    cta: "Contact Us",
    image: "/images/services/8.svg",
  },
  {
    id: 9,
    ...serviceName("onboarding-and-training-support"),
    summary: "ಹೊಸದಾಗಿ ಸೇರಿದವರು ಬೇಗ ಹೊಂದಿಕೊಳ್ಳಲು ಮತ್ತು ಆರಂಭದಲ್ಲೇ ಕೆಲಸ ಬಿಡುವುದು ಕಡಿಮೆಯಾಗಲು ದಾಖಲೆ ಕೆಲಸ, ಇಂಡಕ್ಷನ್ ಮತ್ತು ಕೆಲಸಕ್ಕೆ ಸಿದ್ಧಗೊಳಿಸುವ ತರಬೇತಿ.",
    cta: "Contact Us",
    image: "/images/services/9.svg",
  },
  {
    id: 10,
    ...serviceName("pre-placement-offer-ppo-recruitment"),
    summary: "ಇಂಟರ್ನ್ಶಿಪ್ಪುಗಳನ್ನೇ ನೇಮಕಾತಿಯ ದಾರಿಯಾಗಿಸಿ. ಇಂಟರ್ನುಗಳನ್ನು ನ್ಯಾಯಯುತವಾಗಿ ಮೌಲ್ಯಮಾಪನ ಮಾಡಿ, ಸರಿಯಾದವರಿಗೆ ಪ್ರಿ-ಪ್ಲೇಸ್ಮೆಂಟ್ ಆಫರ್ ನೀಡಲು ನೆರವಾಗುತ್ತೇವೆ.",
    cta: "Contact Us",
    image: "/images/services/10.svg",
  },
  {
    id: 11,
    ...serviceName("remote-talent-pooling"),
    summary: "ಭಾರತದಾದ್ಯಂತ ವರ್ಕ್ ಫ್ರಮ್ ಹೋಮ್ ಮತ್ತು ಹೈಬ್ರಿಡ್ ವೃತ್ತಿಪರರ, ಮೊದಲೇ ಪರಿಶೀಲಿಸಿದ ಸಿದ್ಧ ಪೂಲ್; ಫುಲ್-ಟೈಮ್, ಕಾಂಟ್ರಾಕ್ಟ್ ಅಥವಾ ಪ್ರಾಜೆಕ್ಟ್ ಕೆಲಸಕ್ಕೆ ಲಭ್ಯ.",
    cta: "Contact Us",
    image: "/images/services/11.svg",
  },
  {
    id: 12,
    ...serviceName("payroll-management"),
    summary: "ನಿಖರವಾದ ಮಾಸಿಕ ಪೇರೋಲ್: PF, ESIC, ಪ್ರೊಫೆಷನಲ್ ಟ್ಯಾಕ್ಸ್ ಮತ್ತು TDS ಲೆಕ್ಕ, ಪಾವತಿ ಮತ್ತು ವರದಿ, ರಾಜ್ಯವಾರು, ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ.",
    cta: "Contact Us",
    image: "/images/services/12.svg",
  },
  {
    id: 13,
    ...serviceName("labour-compliance-management"),
    summary: "ಕೇಂದ್ರ ಮತ್ತು ರಾಜ್ಯ ಕಾರ್ಮಿಕ ಕಾನೂನುಗಳ ಅಡಿ ನೋಂದಣಿ, ರಿಟರ್ನುಗಳು, ರಿಜಿಸ್ಟರುಗಳು ಮತ್ತು ಆಡಿಟ್ ನೆರವು, ಕಾಂಟ್ರಾಕ್ಟ್ ಕಾರ್ಮಿಕರ ನಿಯಮಗಳೂ ಸೇರಿ.",
    cta: "Contact Us",
    image: "/images/services/13.svg",
  },
  {
    id: 14,
    ...serviceName("freelance-recruiter-partnership"),
    summary:
      "ಸ್ವತಂತ್ರ ರಿಕ್ರೂಟರುಗಳು ಮತ್ತು ಸಬ್-ವೆಂಡರುಗಳು ನಮ್ಮ ಲೈವ್ ಮ್ಯಾಂಡೇಟುಗಳ ಮೇಲೆ ಕೆಲಸ ಮಾಡಿ, ಕೆಲಸಕ್ಕೆ ಸೇರಿ ಉಳಿಯುವ ಪ್ರತಿ ಅಭ್ಯರ್ಥಿಗೂ ಶುಲ್ಕದಲ್ಲಿ ಪಾಲು ಗಳಿಸುತ್ತಾರೆ.",
    cta: "Contact Us",
    image: "/images/services/14.svg",
  },
  {
    id: 15,
    ...serviceName("outplacement-services"),
    summary: "ಪುನಾರಚನೆಯಿಂದ ತೊಂದರೆಗೊಳಗಾದ ಉದ್ಯೋಗಿಗಳಿಗೆ ಗೌರವಯುತ ಕರಿಯರ್ ಬದಲಾವಣೆ ನೆರವು: ಕೌನ್ಸೆಲಿಂಗ್, ರೆಸ್ಯೂಮ್ ಸಹಾಯ, ಇಂಟರ್ವ್ಯೂ ಅಭ್ಯಾಸ ಮತ್ತು ಉದ್ಯೋಗ ಹುಡುಕಾಟ.",
    cta: "Contact Us",
    image: "/images/services/15.svg",
  },
  {
    id: 16,
    ...serviceName("hr-consulting-and-strategy"),
    summary:
      "ಸಿಬ್ಬಂದಿ ಯೋಜನೆ, ಸಂಸ್ಥೆಯ ರಚನೆ, HR ನೀತಿಗಳು ಮತ್ತು ಸಂಬಳ ರಚನೆ ಬಗ್ಗೆ ಸಲಹೆ; ಭಾರತೀಯ ಕಂಪನಿಗಳು ನಿಜವಾಗಿ ಹೇಗೆ ನೇಮಕಾತಿ ಮಾಡುತ್ತವೆ ಎಂಬ ಅನುಭವದ ಆಧಾರದಲ್ಲಿ.",
    cta: "Contact Us",
    image: "/images/services/16.svg",
  },
  {
    id: 17,
    ...serviceName("talent-mapping-and-market-intelligence"),
    summary:
      "ನಿಮಗೆ ಬೇಕಾದ ಪ್ರತಿಭಾವಂತರು ಎಲ್ಲಿ ಕೆಲಸ ಮಾಡುತ್ತಿದ್ದಾರೆ, ಎಷ್ಟು ಗಳಿಸುತ್ತಾರೆ, ಅವರನ್ನು ನೇಮಿಸಿಕೊಳ್ಳುವುದು ಎಷ್ಟು ಕಷ್ಟ ಎಂಬ ಸಂಶೋಧನೆ; ನಿಮ್ಮ ಯೋಜನೆಗಳು ಪುರಾವೆಯ ಮೇಲೆ ನಿಲ್ಲಲಿ ಎಂದು.",
    cta: "Get Started",
    image: "/images/services/17.svg",
  },
  {
    id: 18,
    ...serviceName("graduate-trainee-programs"),
    summary: "ಹೊಸ ಪದವೀಧರರು ಮತ್ತು ಡಿಪ್ಲೊಮಾ ಪಡೆದವರಿಗೆ ವ್ಯವಸ್ಥಿತ ಟ್ರೈನಿ ಪ್ರೋಗ್ರಾಂಗಳು: ಕ್ಯಾಂಪಸ್ ಆಯ್ಕೆಯಿಂದ ತರಬೇತಿ, ರೊಟೇಶನ್ ಮತ್ತು ಕನ್ಫರ್ಮೇಶನ್ ಆಗುವವರೆಗೆ.",
    cta: "Contact Us",
    image: "/images/services/18.svg",
  },
];

/** The service with this id (1-18), or undefined. */
export function getService(id: number): Service | undefined {
  return services.find((service) => service.id === id);
}
