import { SERVICE_NAMES, type ServiceSlug } from "#shared/content/service-names";
import { words } from "#shared/content/words/mr";
import type { Service } from "../types";

/** Slug and Marathi display name (from the Marathi words); the slug (the enquiry form's stored value) stays English. */
function serviceName(slug: ServiceSlug): { slug: string; title: string } {
  const found = SERVICE_NAMES.find((s) => s.slug === slug);
  if (!found) throw new Error(`unknown service ${slug}`);
  return { slug: found.slug, title: words.services[slug] };
}

/**
 * The 18 services in Marathi (mirrors ../services.ts: same ids, order, slugs,
 * artwork and call to action). Marathi pages show them on the home page's
 * cards and in the menus, which link to the English service pages.
 */
export const services: Service[] = [
  {
    id: 1,
    ...serviceName("permanent-staffing"),
    summary:
      "13 क्षेत्रांसाठी फुल-टाइम भरती. प्रत्येक उमेदवाराचे कौशल्य, स्थिरता आणि योग्यता तपासून निवड, म्हणजे तुमच्या टीममध्ये टिकून राहणारे लोक येतात.",
    cta: "Contact Us",
    image: "/images/services/1.svg",
  },
  {
    id: 2,
    ...serviceName("temporary-staffing"),
    summary:
      "पीक सीझन, रजेच्या काळातील बदली आणि छोट्या प्रोजेक्टसाठी आमच्या रोलवरील प्रशिक्षित लोक; हजेरी, पगार आणि कायदेशीर देणी आम्ही सांभाळतो.",
    cta: "Contact Us",
    image: "/images/services/2.svg",
  },
  {
    id: 3,
    ...serviceName("contract-staffing"),
    summary:
      "प्रोजेक्टसाठी आणि बजेट ठरलेल्या पदांसाठी ठरावीक मुदतीच्या कॉन्ट्रॅक्टवर कुशल प्रोफेशनल; पेरोल आणि कम्प्लायन्सची जबाबदारी आमची.",
    cta: "Contact Us",
    image: "/images/services/3.svg",
  },
  {
    id: 4,
    ...serviceName("executive-search"),
    summary:
      "सीनियर आणि लीडरशिप पदांसाठी गोपनीय, रिसर्चवर आधारित शोध: मार्केट मॅपिंगपासून ऑफर पक्की होईपर्यंत, आणि जॉइनिंगनंतर नवा सहकारी रुळेपर्यंत साथ.",
    cta: "Contact Us",
    image: "/images/services/4.svg",
  },
  {
    id: 5,
    ...serviceName("recruitment-process-outsourcing-rpo"),
    summary:
      "तुमची संपूर्ण भरती किंवा तिचा एखादा ठरावीक भाग आमच्याकडे सोपवा. आमची टीम तुमची प्रक्रिया, तुमचा ब्रँड आणि ठरलेल्या सर्व्हिस लेव्हलनुसार काम करते.",
    cta: "Contact Us",
    image: "/images/services/5.svg",
  },
  {
    id: 6,
    ...serviceName("skill-gap-assessment"),
    summary:
      "तुमच्या पदांना कोणती कौशल्ये लागतात आणि तुमच्या लोकांकडे कोणती आहेत, याचा पद्धतशीर आढावा, सोबत भरती आणि ट्रेनिंगचे स्पष्ट प्राधान्यक्रम.",
    cta: "Contact Us",
    image: "/images/services/6.svg",
  },
  {
    id: 7,
    ...serviceName("internship-program-management"),
    summary:
      "एक ते सहा महिन्यांच्या इंटर्नशिपचे नियोजन, उमेदवारांचा शोध आणि संपूर्ण व्यवस्था: कॅम्पसमधील संपर्क आणि निवडीपासून स्टायपेंड, आढावा आणि प्रमाणपत्रांपर्यंत.",
    cta: "Contact Us",
    image: "/images/services/7.svg",
  },
  {
    id: 8,
    ...serviceName("diversity-inclusion-hiring-initiatives"),
    summary:
      "तुमचा टॅलेंट पूल वाढवण्यासाठी प्रत्यक्ष मदत: करिअरमध्ये परतणाऱ्या महिला, दिव्यांग व्यक्ती, घरातील पहिल्या पिढीचे पदवीधर, आणि अधिक न्याय्य निवड प्रक्रिया.",
    cta: "Contact Us",
    image: "/images/services/8.svg",
  },
  {
    id: 9,
    ...serviceName("onboarding-and-training-support"),
    summary:
      "कागदपत्रे, इंडक्शन आणि कामासाठी तयार करणारे ट्रेनिंग, ज्यामुळे नवे कर्मचारी लवकर रुळतात आणि सुरुवातीलाच नोकरी सोडणारे कमी होतात.",
    cta: "Contact Us",
    image: "/images/services/9.svg",
  },
  {
    id: 10,
    ...serviceName("pre-placement-offer-ppo-recruitment"),
    summary:
      "इंटर्नशिपमधूनच भरतीची पाइपलाइन तयार करा. इंटर्नचे निष्पक्ष मूल्यमापन करून योग्य इंटर्नना प्री-प्लेसमेंट ऑफर देण्यासाठी आम्ही मदत करतो.",
    cta: "Contact Us",
    image: "/images/services/10.svg",
  },
  {
    id: 11,
    ...serviceName("remote-talent-pooling"),
    summary:
      "भारतभरातील वर्क फ्रॉम होम आणि हायब्रिड प्रोफेशनलचा आधीच तपासलेला, तयार पूल, फुल-टाइम, कॉन्ट्रॅक्ट किंवा प्रोजेक्टच्या कामासाठी उपलब्ध.",
    cta: "Contact Us",
    image: "/images/services/11.svg",
  },
  {
    id: 12,
    ...serviceName("payroll-management"),
    summary:
      "अचूक मासिक पेरोल: PF, ESIC, प्रोफेशनल टॅक्स आणि TDS चा हिशोब, भरणा आणि रिपोर्टिंग वेळेवर, प्रत्येक राज्याच्या नियमांनुसार.",
    cta: "Contact Us",
    image: "/images/services/12.svg",
  },
  {
    id: 13,
    ...serviceName("labour-compliance-management"),
    summary: "केंद्र आणि राज्यांच्या कामगार कायद्यांनुसार नोंदण्या, रिटर्न, रजिस्टर आणि ऑडिटसाठी मदत, कॉन्ट्रॅक्ट लेबरच्या नियमांसह.",
    cta: "Contact Us",
    image: "/images/services/13.svg",
  },
  {
    id: 14,
    ...serviceName("freelance-recruiter-partnership"),
    summary:
      "स्वतंत्र रिक्रूटर आणि सब-व्हेंडर आमच्या लाइव्ह मँडेटवर काम करतात, आणि जॉइन होऊन टिकणाऱ्या प्रत्येक उमेदवारामागे फीचा वाटा मिळवतात.",
    cta: "Contact Us",
    image: "/images/services/14.svg",
  },
  {
    id: 15,
    ...serviceName("outplacement-services"),
    summary:
      "रिस्ट्रक्चरिंगमुळे नोकरी गेलेल्या कर्मचाऱ्यांना सन्मानाने पुढच्या करिअरसाठी मदत: समुपदेशन, रिझ्युमेसाठी मदत, मुलाखतीचा सराव आणि नोकरीचा शोध.",
    cta: "Contact Us",
    image: "/images/services/15.svg",
  },
  {
    id: 16,
    ...serviceName("hr-consulting-and-strategy"),
    summary:
      "मनुष्यबळाचे नियोजन, संस्थेची रचना, HR धोरणे आणि पगाराची रचना यावर सल्ला, भारतीय कंपन्या प्रत्यक्षात कशी भरती करतात याच्या अनुभवावर आधारित.",
    cta: "Contact Us",
    image: "/images/services/16.svg",
  },
  {
    id: 17,
    ...serviceName("talent-mapping-and-market-intelligence"),
    summary:
      "तुम्हाला हवे असलेले लोक कुठे काम करतात, त्यांना किती पगार मिळतो आणि त्यांना घेणे किती कठीण आहे यावर रिसर्च, म्हणजे तुमचे नियोजन पुराव्यांवर आधारित राहते.",
    cta: "Get Started",
    image: "/images/services/17.svg",
  },
  {
    id: 18,
    ...serviceName("graduate-trainee-programs"),
    summary: "नव्या पदवीधरांसाठी आणि डिप्लोमाधारकांसाठी पद्धतशीर ट्रेनी प्रोग्राम: कॅम्पस निवडीपासून ट्रेनिंग, रोटेशन आणि कन्फर्मेशनपर्यंत.",
    cta: "Contact Us",
    image: "/images/services/18.svg",
  },
];

/** The service with this id (1-18), or undefined. */
export function getService(id: number): Service | undefined {
  return services.find((service) => service.id === id);
}
