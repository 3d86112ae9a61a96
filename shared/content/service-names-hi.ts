import type { ServiceSlug } from "./service-names";

/**
 * The services' names as shown on Hindi pages (issue 24). Display text only:
 * the enquiry form still stores and mails the English slug/title from
 * ./service-names.ts, so staff see one spelling whatever the visitor's language.
 */
export const SERVICE_TITLES_HI: Record<ServiceSlug, string> = {
  "permanent-staffing": "परमानेंट स्टाफ़िंग",
  "temporary-staffing": "टेम्पररी स्टाफ़िंग",
  "contract-staffing": "कॉन्ट्रैक्ट स्टाफ़िंग",
  "executive-search": "एग्ज़ीक्यूटिव सर्च",
  "recruitment-process-outsourcing-rpo": "रिक्रूटमेंट प्रोसेस आउटसोर्सिंग (RPO)",
  "skill-gap-assessment": "स्किल गैप असेसमेंट",
  "internship-program-management": "इंटर्नशिप प्रोग्राम मैनेजमेंट",
  "diversity-inclusion-hiring-initiatives": "डाइवर्सिटी और इन्क्लूज़न हायरिंग",
  "onboarding-and-training-support": "ऑनबोर्डिंग और ट्रेनिंग सपोर्ट",
  "pre-placement-offer-ppo-recruitment": "प्री-प्लेसमेंट ऑफ़र (PPO) भर्ती",
  "remote-talent-pooling": "रिमोट टैलेंट पूल",
  "payroll-management": "पेरोल मैनेजमेंट",
  "labour-compliance-management": "लेबर कंप्लायंस मैनेजमेंट",
  "freelance-recruiter-partnership": "फ्रीलांस रिक्रूटर पार्टनरशिप",
  "outplacement-services": "आउटप्लेसमेंट सेवाएँ",
  "hr-consulting-and-strategy": "HR कंसल्टिंग और स्ट्रैटेजी",
  "talent-mapping-and-market-intelligence": "टैलेंट मैपिंग और मार्केट इंटेलिजेंस",
  "graduate-trainee-programs": "ग्रेजुएट ट्रेनी प्रोग्राम",
};
