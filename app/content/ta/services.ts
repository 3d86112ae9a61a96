import { SERVICE_NAMES, type ServiceSlug } from "#shared/content/service-names";
import { words } from "#shared/content/words/ta";
import type { Service } from "../types";

/** Slug and Tamil display name; the slug (the enquiry form's stored value) stays English. */
function serviceName(slug: ServiceSlug): { slug: string; title: string } {
  const found = SERVICE_NAMES.find((s) => s.slug === slug);
  if (!found) throw new Error(`unknown service ${slug}`);
  return { slug: found.slug, title: words.services[slug] };
}

/**
 * The 18 services in Tamil (mirrors ../services.ts: same ids, order, slugs,
 * artwork and call to action). Used by the home page's cards and the menus;
 * the service pages themselves are English and Hindi only.
 */
export const services: Service[] = [
  {
    id: 1,
    ...serviceName("permanent-staffing"),
    summary:
      "13 துறைகளுக்கு முழுநேரப் பணியாளர் ஆட்சேர்ப்பு. திறன், நிலைத்தன்மை, பொருத்தம் ஆகியவற்றைச் சோதித்துத் தேர்வு; நீண்ட காலம் தங்க விரும்புபவர்களைக் கொண்டு உங்கள் டீம் வளரும்.",
    cta: "Contact Us",
    image: "/images/services/1.svg",
  },
  {
    id: 2,
    ...serviceName("temporary-staffing"),
    summary:
      "பீக் சீசன், விடுப்பு மாற்று, குறுகிய புராஜெக்ட்களுக்கு எங்கள் பேரோலில் பயிற்சி பெற்ற பணியாளர்கள்; வருகைப்பதிவு, சம்பளம், சட்டப்படியான பங்களிப்புகள் எங்கள் பொறுப்பு.",
    cta: "Contact Us",
    image: "/images/services/2.svg",
  },
  {
    id: 3,
    ...serviceName("contract-staffing"),
    summary:
      "புராஜெக்ட்களுக்கும் பட்ஜெட் ஒதுக்கிய பதவிகளுக்கும் குறிப்பிட்ட கால ஒப்பந்தத்தில் திறமையான நிபுணர்கள்; பேரோலும் கம்ப்ளையன்ஸும் எங்கள் பொறுப்பு.",
    cta: "Contact Us",
    image: "/images/services/3.svg",
  },
  {
    id: 4,
    ...serviceName("executive-search"),
    summary:
      "சீனியர், தலைமைப் பதவிகளுக்கு ரகசியமான, ஆய்வின் அடிப்படையிலான தேடல்: மார்க்கெட் மேப்பிங் முதல் ஆஃபர் இறுதிசெய்வது, வேலையில் சேர்ந்த பின் உதவி வரை.",
    cta: "Contact Us",
    image: "/images/services/4.svg",
  },
  {
    id: 5,
    ...serviceName("recruitment-process-outsourcing-rpo"),
    summary:
      "உங்கள் ஆட்சேர்ப்பு முழுவதையுமோ, வரையறுத்த ஒரு பகுதியையோ எங்களிடம் ஒப்படையுங்கள். உங்கள் நடைமுறை, பிராண்ட், ஒப்புக்கொண்ட சேவைத் தரங்களின்படி எங்கள் டீம் வேலை செய்யும்.",
    cta: "Contact Us",
    image: "/images/services/5.svg",
  },
  {
    id: 6,
    ...serviceName("skill-gap-assessment"),
    summary:
      "உங்கள் பதவிகளுக்குத் தேவையான திறன்களையும் உங்கள் ஊழியர்களிடம் உள்ள திறன்களையும் முறையாக ஒப்பிடும் மதிப்பீடு; ஆட்சேர்ப்புக்கும் பயிற்சிக்கும் தெளிவான முன்னுரிமைகளுடன்.",
    cta: "Contact Us",
    image: "/images/services/6.svg",
  },
  {
    id: 7,
    ...serviceName("internship-program-management"),
    summary:
      "ஒன்று முதல் ஆறு மாதம் வரையிலான இன்டர்ன்ஷிப்களைத் திட்டமிட்டு, ஆட்களைத் தேடி, நடத்துகிறோம்: கேம்பஸ் தொடர்பு, தேர்வு முதல் உதவித்தொகை, மதிப்பாய்வு, சான்றிதழ் வரை.",
    cta: "Contact Us",
    image: "/images/services/7.svg",
  },
  {
    id: 8,
    ...serviceName("diversity-inclusion-hiring-initiatives"),
    summary:
      "உங்கள் டேலண்ட் பூலை விரிவாக்க நடைமுறை உதவி: மீண்டும் வேலைக்குத் திரும்பும் பெண்கள், மாற்றுத்திறனாளிகள், குடும்பத்தின் முதல் தலைமுறைப் பட்டதாரிகள், நியாயமான தேர்வு முறை.",
    cta: "Contact Us",
    image: "/images/services/8.svg",
  },
  {
    id: 9,
    ...serviceName("onboarding-and-training-support"),
    summary:
      "ஆவணப் பணிகள், அறிமுகப் பயிற்சி (இண்டக்ஷன்), வேலைக்குத் தயார்படுத்தும் பயிற்சி: புதிதாகச் சேர்பவர்கள் விரைவில் பொருந்தவும், தொடக்கத்திலேயே விலகுவது குறையவும் உதவும்.",
    cta: "Contact Us",
    image: "/images/services/9.svg",
  },
  {
    id: 10,
    ...serviceName("pre-placement-offer-ppo-recruitment"),
    summary:
      "இன்டர்ன்ஷிப்பையே ஆட்சேர்ப்பு வழியாக்குங்கள். இன்டர்ன்களை நியாயமாக மதிப்பிடவும், சரியானவர்களுக்கு ப்ரீ-பிளேஸ்மென்ட் ஆஃபர் கொடுக்கவும் உதவுகிறோம்.",
    cta: "Contact Us",
    image: "/images/services/10.svg",
  },
  {
    id: 11,
    ...serviceName("remote-talent-pooling"),
    summary:
      "முழுநேரம், ஒப்பந்தம் அல்லது புராஜெக்ட் வேலைக்கு: இந்தியா முழுவதும் வீட்டிலிருந்தும் ஹைப்ரிட் முறையிலும் பணியாற்றும், முன்பே சரிபார்க்கப்பட்ட நிபுணர்களின் தொகுப்பு.",
    cta: "Contact Us",
    image: "/images/services/11.svg",
  },
  {
    id: 12,
    ...serviceName("payroll-management"),
    summary:
      "ஒவ்வொரு மாதமும் சரியான பேரோல்: PF, ESIC, தொழில் வரி, TDS கணக்கீடு, செலுத்துதல், அறிக்கைகள் அனைத்தும் உரிய நேரத்தில், ஒவ்வொரு மாநில விதிகளின்படி.",
    cta: "Contact Us",
    image: "/images/services/12.svg",
  },
  {
    id: 13,
    ...serviceName("labour-compliance-management"),
    summary:
      "மத்திய, மாநிலத் தொழிலாளர் சட்டங்களின் கீழ் பதிவுகள், ரிட்டர்ன்கள், பதிவேடுகள், தணிக்கைகளில் உதவி; ஒப்பந்தத் தொழிலாளர் தொடர்பான தேவைகள் உட்பட.",
    cta: "Contact Us",
    image: "/images/services/13.svg",
  },
  {
    id: 14,
    ...serviceName("freelance-recruiter-partnership"),
    summary:
      "சுயாதீன ரெக்ரூட்டர்களும் சப்-வெண்டர்களும் எங்கள் லைவ் மேண்டேட்களில் வேலை செய்து, வேலையில் சேர்ந்து நீடிக்கும் ஒவ்வொரு விண்ணப்பதாரருக்கும் கட்டணத்தில் பங்கு பெறுகிறார்கள்.",
    cta: "Contact Us",
    image: "/images/services/14.svg",
  },
  {
    id: 15,
    ...serviceName("outplacement-services"),
    summary:
      "நிறுவன மறுசீரமைப்பால் பாதிக்கப்பட்ட ஊழியர்களுக்கு மரியாதையான கேரியர் உதவி: ஆலோசனை, ரெஸ்யூம், இன்டர்வியூ தயாரிப்பு, வேலை தேடல்.",
    cta: "Contact Us",
    image: "/images/services/15.svg",
  },
  {
    id: 16,
    ...serviceName("hr-consulting-and-strategy"),
    summary:
      "பணியாளர் திட்டமிடல், நிறுவன அமைப்பு, HR கொள்கைகள், சம்பளக் கட்டமைப்பு பற்றிய ஆலோசனை; இந்திய நிறுவனங்கள் உண்மையில் எப்படி ஆட்களை எடுக்கின்றன என்ற அனுபவத்தின் அடிப்படையில்.",
    cta: "Contact Us",
    image: "/images/services/16.svg",
  },
  {
    id: 17,
    ...serviceName("talent-mapping-and-market-intelligence"),
    summary:
      "உங்களுக்குத் தேவையானவர்கள் எங்கே வேலை செய்கிறார்கள், எவ்வளவு சம்பாதிக்கிறார்கள், அவர்களைச் சேர்ப்பது எவ்வளவு கடினம் என்ற ஆய்வு; உங்கள் திட்டங்களுக்கு உறுதியான அடிப்படை.",
    cta: "Get Started",
    image: "/images/services/17.svg",
  },
  {
    id: 18,
    ...serviceName("graduate-trainee-programs"),
    summary:
      "புதிய பட்டதாரிகளுக்கும் டிப்ளமோ முடித்தவர்களுக்கும் முறையான ட்ரெய்னி திட்டங்கள்: கேம்பஸ் தேர்வு முதல் பயிற்சி, சுழற்சிப் பணி, பணி உறுதி வரை.",
    cta: "Contact Us",
    image: "/images/services/18.svg",
  },
];

/** The service with this id (1-18), or undefined. */
export function getService(id: number): Service | undefined {
  return services.find((service) => service.id === id);
}
