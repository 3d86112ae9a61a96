import { SERVICE_NAMES, type ServiceSlug } from "#shared/content/service-names";
import { words } from "#shared/content/words/hi";
import type { Service } from "../types";

/** Slug and Hindi display name; the slug (the enquiry form's stored value) stays English. */
function serviceName(slug: ServiceSlug): { slug: string; title: string } {
  const found = SERVICE_NAMES.find((s) => s.slug === slug);
  if (!found) throw new Error(`unknown service ${slug}`);
  return { slug: found.slug, title: words.services[slug] };
}

/**
 * The 18 services in Hindi (mirrors ../services.ts: same ids, order, slugs,
 * artwork and call to action). Long-form copy is in ./services/{id}.md.
 */
export const services: Service[] = [
  {
    id: 1,
    ...serviceName("permanent-staffing"),
    summary:
      "13 इंडस्ट्री के लिए फ़ुल-टाइम भर्ती। हर उम्मीदवार को स्किल, स्थिरता और फ़िट पर परखा जाता है, ताकि आपकी टीम में वही लोग आएँ जो टिकना चाहते हैं।",
    cta: "Contact Us",
    image: "/images/services/1.svg",
  },
  {
    id: 2,
    ...serviceName("temporary-staffing"),
    summary:
      "पीक सीज़न, छुट्टियों और छोटे प्रोजेक्ट के लिए हमारे रोल पर प्रशिक्षित लोग। हाज़िरी, वेतन और वैधानिक देनदारियाँ हम संभालते हैं।",
    cta: "Contact Us",
    image: "/images/services/2.svg",
  },
  {
    id: 3,
    ...serviceName("contract-staffing"),
    summary: "प्रोजेक्ट और बजट वाले पदों के लिए तय अवधि के कॉन्ट्रैक्ट पर कुशल प्रोफ़ेशनल। पेरोल और कंप्लायंस की ज़िम्मेदारी हमारी।",
    cta: "Contact Us",
    image: "/images/services/3.svg",
  },
  {
    id: 4,
    ...serviceName("executive-search"),
    summary:
      "सीनियर और लीडरशिप पदों के लिए गोपनीय, रिसर्च पर आधारित खोज: मार्केट मैपिंग से लेकर ऑफ़र और जॉइनिंग के बाद के सहयोग तक।",
    cta: "Contact Us",
    image: "/images/services/4.svg",
  },
  {
    id: 5,
    ...serviceName("recruitment-process-outsourcing-rpo"),
    summary:
      "अपनी पूरी भर्ती या उसका कोई तय हिस्सा हमें सौंपें। हमारी टीम आपकी प्रक्रिया, आपके ब्रांड और तय सर्विस लेवल के हिसाब से काम करती है।",
    cta: "Contact Us",
    image: "/images/services/5.svg",
  },
  {
    id: 6,
    ...serviceName("skill-gap-assessment"),
    summary:
      "आपके पदों को किन स्किल की ज़रूरत है और आपके लोगों के पास क्या है, इसकी व्यवस्थित समीक्षा, साथ में भर्ती और ट्रेनिंग की साफ़ प्राथमिकताएँ।",
    cta: "Contact Us",
    image: "/images/services/6.svg",
  },
  {
    id: 7,
    ...serviceName("internship-program-management"),
    summary: "एक से छह महीने की इंटर्नशिप की योजना, चयन और संचालन: कैंपस आउटरीच से लेकर स्टाइपेंड, रिव्यू और सर्टिफ़िकेट तक।",
    cta: "Contact Us",
    image: "/images/services/7.svg",
  },
  {
    id: 8,
    ...serviceName("diversity-inclusion-hiring-initiatives"),
    summary: "टैलेंट पूल को बड़ा करने में व्यावहारिक मदद: करियर में लौटती महिलाएँ, दिव्यांगजन, परिवार के पहले ग्रेजुएट और निष्पक्ष चयन।",
    cta: "Contact Us",
    image: "/images/services/8.svg",
  },
  {
    id: 9,
    ...serviceName("onboarding-and-training-support"),
    summary:
      "डॉक्यूमेंटेशन, इंडक्शन और काम के लिए तैयार करने वाली ट्रेनिंग, ताकि नए कर्मचारी जल्दी रम जाएँ और शुरुआती दिनों में नौकरी न छोड़ें।",
    cta: "Contact Us",
    image: "/images/services/9.svg",
  },
  {
    id: 10,
    ...serviceName("pre-placement-offer-ppo-recruitment"),
    summary:
      "इंटर्नशिप को भर्ती का ज़रिया बनाइए। हम इंटर्नों को निष्पक्ष रूप से परखने और सही लोगों को प्री-प्लेसमेंट ऑफ़र देने में मदद करते हैं।",
    cta: "Contact Us",
    image: "/images/services/10.svg",
  },
  {
    id: 11,
    ...serviceName("remote-talent-pooling"),
    summary: "पूरे भारत के वर्क फ्रॉम होम और हाइब्रिड प्रोफ़ेशनलों का पहले से जाँचा हुआ पूल, फ़ुल-टाइम, कॉन्ट्रैक्ट या प्रोजेक्ट के काम के लिए।",
    cta: "Contact Us",
    image: "/images/services/11.svg",
  },
  {
    id: 12,
    ...serviceName("payroll-management"),
    summary: "हर महीने सही पेरोल: PF, ESIC, प्रोफ़ेशनल टैक्स और TDS की गणना, जमा और रिपोर्टिंग समय पर, हर राज्य के नियमों के अनुसार।",
    cta: "Contact Us",
    image: "/images/services/12.svg",
  },
  {
    id: 13,
    ...serviceName("labour-compliance-management"),
    summary: "केंद्र और राज्य के श्रम क़ानूनों के तहत रजिस्ट्रेशन, रिटर्न, रजिस्टर और ऑडिट में सहयोग, कॉन्ट्रैक्ट लेबर की ज़रूरतों सहित।",
    cta: "Contact Us",
    image: "/images/services/13.svg",
  },
  {
    id: 14,
    ...serviceName("freelance-recruiter-partnership"),
    summary:
      "स्वतंत्र रिक्रूटर और सब-वेंडर हमारे लाइव मैंडेट पर काम करते हैं और जॉइन करके टिकने वाले हर उम्मीदवार पर फ़ीस का हिस्सा पाते हैं।",
    cta: "Contact Us",
    image: "/images/services/14.svg",
  },
  {
    id: 15,
    ...serviceName("outplacement-services"),
    summary:
      "री-स्ट्रक्चरिंग से प्रभावित कर्मचारियों के लिए सम्मानजनक करियर सहयोग: काउंसलिंग, रिज़्यूमे, इंटरव्यू की तैयारी और नौकरी की तलाश।",
    cta: "Contact Us",
    image: "/images/services/15.svg",
  },
  {
    id: 16,
    ...serviceName("hr-consulting-and-strategy"),
    summary:
      "वर्कफ़ोर्स प्लानिंग, संगठन की बनावट, HR पॉलिसी और सैलरी स्ट्रक्चर पर सलाह, इस आधार पर कि भारतीय कंपनियाँ असल में कैसे भर्ती करती हैं।",
    cta: "Contact Us",
    image: "/images/services/16.svg",
  },
  {
    id: 17,
    ...serviceName("talent-mapping-and-market-intelligence"),
    summary:
      "आपको जिस टैलेंट की ज़रूरत है वह कहाँ काम करता है, कितना कमाता है और उसे लाना कितना मुश्किल है, इस पर रिसर्च, ताकि योजना ठोस तथ्यों पर बने।",
    cta: "Get Started",
    image: "/images/services/17.svg",
  },
  {
    id: 18,
    ...serviceName("graduate-trainee-programs"),
    summary: "नए ग्रेजुएट और डिप्लोमा धारकों के लिए व्यवस्थित ट्रेनी प्रोग्राम: कैंपस चयन से ट्रेनिंग, रोटेशन और कन्फ़र्मेशन तक।",
    cta: "Contact Us",
    image: "/images/services/18.svg",
  },
];

/** The service with this id (1-18), or undefined. */
export function getService(id: number): Service | undefined {
  return services.find((service) => service.id === id);
}
