import { SERVICE_NAMES, type ServiceSlug } from "#shared/content/service-names";
import { words } from "#shared/content/words/te";
import type { Service } from "../types";

/** Slug and Telugu display name; the slug (the enquiry form's stored value) stays English. */
function serviceName(slug: ServiceSlug): { slug: string; title: string } {
  const found = SERVICE_NAMES.find((s) => s.slug === slug);
  if (!found) throw new Error(`unknown service ${slug}`);
  return { slug: found.slug, title: words.services[slug] };
}

/**
 * The 18 services in Telugu (mirrors ../services.ts: same ids, order, slugs,
 * artwork and call to action). The names come from the Telugu words
 * (shared/content/words/te.ts), so the cards, the menus and the enquiry
 * form's select say the same. The service pages themselves are English.
 */
export const services: Service[] = [
  {
    id: 1,
    ...serviceName("permanent-staffing"),
    summary:
      "13 రంగాల్లో ఫుల్-టైమ్ నియామకాలు. స్కిల్, నిలకడ, మీ టీమ్కి సరిపోతారా అనేది చూసి ఎంపిక చేస్తాం, కాబట్టి మీ టీమ్లో ఎక్కువ కాలం ఉండాలనుకునేవారు చేరతారు.",
    cta: "Contact Us",
    image: "/images/services/1.svg",
  },
  {
    id: 2,
    ...serviceName("temporary-staffing"),
    summary:
      "సీజన్ రద్దీకి, సెలవుల్లో బదులుగా, చిన్న ప్రాజెక్టులకు మా పేరోల్లో ఉన్న శిక్షణ పొందిన సిబ్బంది; హాజరు, జీతాలు, చట్టపరమైన చెల్లింపులు మేమే చూసుకుంటాం.",
    cta: "Contact Us",
    image: "/images/services/2.svg",
  },
  {
    id: 3,
    ...serviceName("contract-staffing"),
    summary: "ప్రాజెక్టులకు, బడ్జెట్ ఉన్న ఉద్యోగాలకు నిర్ణీత కాల కాంట్రాక్టుపై నైపుణ్యం ఉన్న ప్రొఫెషనల్స్; పేరోల్, కంప్లయన్స్ బాధ్యత మాది.",
    cta: "Contact Us",
    image: "/images/services/3.svg",
  },
  {
    id: 4,
    ...serviceName("executive-search"),
    summary: "సీనియర్, లీడర్షిప్ ఉద్యోగాలకు గోప్యంగా, పరిశోధనతో చేసే అన్వేషణ: మార్కెట్ మ్యాపింగ్ నుంచి ఆఫర్ ఖరారు, చేరిన తర్వాత సాయం వరకు.",
    cta: "Contact Us",
    image: "/images/services/4.svg",
  },
  {
    id: 5,
    ...serviceName("recruitment-process-outsourcing-rpo"),
    summary:
      "మీ నియామకాలన్నీ గానీ, అందులో ఒక నిర్దిష్ట భాగం గానీ మాకు అప్పగించండి. మా టీమ్ మీ ప్రక్రియ, మీ బ్రాండ్, ఒప్పుకున్న సర్వీస్ లెవెల్స్ ప్రకారం పనిచేస్తుంది.",
    cta: "Contact Us",
    image: "/images/services/5.svg",
  },
  {
    id: 6,
    ...serviceName("skill-gap-assessment"),
    summary: "మీ ఉద్యోగాలకు కావాల్సిన నైపుణ్యాలను మీ సిబ్బందికి ఉన్న నైపుణ్యాలతో పోల్చే క్రమబద్ధమైన సమీక్ష; నియామకాలకు, ట్రైనింగ్కు స్పష్టమైన ప్రాధాన్యాలతో.",
    cta: "Contact Us",
    image: "/images/services/6.svg",
  },
  {
    id: 7,
    ...serviceName("internship-program-management"),
    summary: "ఒకటి నుంచి ఆరు నెలల ఇంటర్న్షిప్లను ప్లాన్ చేసి, నడిపిస్తాం: క్యాంపస్ సంప్రదింపులు, ఎంపిక నుంచి స్టైపెండ్, రివ్యూలు, సర్టిఫికెట్ల వరకు.",
    cta: "Contact Us",
    image: "/images/services/7.svg",
  },
  {
    id: 8,
    ...serviceName("diversity-inclusion-hiring-initiatives"),
    summary:
      "మీ టాలెంట్ పూల్ను విస్తరించడానికి ఆచరణాత్మక సాయం: విరామం తర్వాత తిరిగి వచ్చే మహిళలు, దివ్యాంగులు, కుటుంబంలో తొలి గ్రాడ్యుయేట్లు, న్యాయమైన ఎంపిక.",
    cta: "Contact Us",
    image: "/images/services/8.svg",
  },
  {
    id: 9,
    ...serviceName("onboarding-and-training-support"),
    summary: "కొత్తగా చేరినవారు త్వరగా కుదురుకుని, తొందరగా వెళ్లిపోకుండా ఉండేందుకు డాక్యుమెంటేషన్, ఇండక్షన్, పనికి సిద్ధం చేసే ట్రైనింగ్.",
    cta: "Contact Us",
    image: "/images/services/9.svg",
  },
  {
    id: 10,
    ...serviceName("pre-placement-offer-ppo-recruitment"),
    summary: "ఇంటర్న్షిప్లను నియామకాల మార్గంగా మార్చుకోండి. ఇంటర్నులను న్యాయంగా అంచనా వేసి, సరైనవారికి ప్రీ-ప్లేస్మెంట్ ఆఫర్లు ఇవ్వడంలో సాయపడతాం.",
    cta: "Contact Us",
    image: "/images/services/10.svg",
  },
  {
    id: 11,
    ...serviceName("remote-talent-pooling"),
    summary: "భారతదేశం అంతటా ముందే స్క్రీన్ చేసిన వర్క్ ఫ్రమ్ హోమ్, హైబ్రిడ్ ప్రొఫెషనల్స్ సిద్ధంగా ఉన్న పూల్; ఫుల్-టైమ్, కాంట్రాక్ట్ లేదా ప్రాజెక్ట్ పనికి.",
    cta: "Contact Us",
    image: "/images/services/11.svg",
  },
  {
    id: 12,
    ...serviceName("payroll-management"),
    summary: "PF, ESIC, ప్రొఫెషనల్ ట్యాక్స్, TDS లెక్కించి, రాష్ట్రాల వారీగా సమయానికి జమ చేసి, రిపోర్ట్ చేసే కచ్చితమైన నెలవారీ పేరోల్.",
    cta: "Contact Us",
    image: "/images/services/12.svg",
  },
  {
    id: 13,
    ...serviceName("labour-compliance-management"),
    summary: "కేంద్ర, రాష్ట్ర లేబర్ చట్టాల కింద రిజిస్ట్రేషన్లు, రిటర్నులు, రిజిస్టర్లు, ఆడిట్ సాయం; కాంట్రాక్ట్ లేబర్ నిబంధనలతో సహా.",
    cta: "Contact Us",
    image: "/images/services/13.svg",
  },
  {
    id: 14,
    ...serviceName("freelance-recruiter-partnership"),
    summary: "స్వతంత్ర రిక్రూటర్లు, సబ్-వెండర్లు మా లైవ్ మాండేట్లపై పనిచేసి, ఉద్యోగంలో చేరి కొనసాగే ప్రతి అభ్యర్థికీ ఫీజులో వాటా సంపాదిస్తారు.",
    cta: "Contact Us",
    image: "/images/services/14.svg",
  },
  {
    id: 15,
    ...serviceName("outplacement-services"),
    summary: "పునర్వ్యవస్థీకరణ వల్ల ఉద్యోగం కోల్పోయేవారికి గౌరవంగా కెరీర్ మార్పులో సాయం: కౌన్సెలింగ్, రెజ్యూమె, ఇంటర్వ్యూ ప్రాక్టీస్, ఉద్యోగ అన్వేషణ.",
    cta: "Contact Us",
    image: "/images/services/15.svg",
  },
  {
    id: 16,
    ...serviceName("hr-consulting-and-strategy"),
    summary: "వర్క్ఫోర్స్ ప్లానింగ్, సంస్థ నిర్మాణం, HR పాలసీలు, జీత వ్యవస్థలపై సలహా; భారతీయ కంపెనీలు నిజంగా ఎలా నియమిస్తాయో దాని ఆధారంగా.",
    cta: "Contact Us",
    image: "/images/services/16.svg",
  },
  {
    id: 17,
    ...serviceName("talent-mapping-and-market-intelligence"),
    summary: "మీకు కావాల్సిన టాలెంట్ ఎక్కడ పనిచేస్తోంది, ఎంత సంపాదిస్తోంది, నియమించడం ఎంత కష్టం అనే దానిపై పరిశోధన; మీ ప్లాన్లకు ఆధారాలతో.",
    cta: "Get Started",
    image: "/images/services/17.svg",
  },
  {
    id: 18,
    ...serviceName("graduate-trainee-programs"),
    summary: "కొత్త గ్రాడ్యుయేట్లు, డిప్లొమా హోల్డర్ల కోసం క్రమబద్ధమైన ట్రైనీ ప్రోగ్రాములు: క్యాంపస్ ఎంపిక నుంచి ట్రైనింగ్, రొటేషన్, కన్ఫర్మేషన్ వరకు.",
    cta: "Contact Us",
    image: "/images/services/18.svg",
  },
];

/** The service with this id (1-18), or undefined. */
export function getService(id: number): Service | undefined {
  return services.find((service) => service.id === id);
}
