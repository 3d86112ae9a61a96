import { industries as english, type Industry } from "../industries";

/** The industries' names in Marathi, in the order of ../industries.ts (which keeps the icons). */
const NAMES = [
  "एडटेक",
  "सेल्स आणि मार्केटिंग",
  "इंजिनिअरिंग",
  "हेल्थकेअर",
  "IT आणि ITES",
  "मॅन्युफॅक्चरिंग",
  "टेलिकॉम आणि इंटरनेट",
  "FMCG",
  "फिनटेक",
  "BFSI/NBFC",
  "आयात-निर्यात",
  "प्रवास आणि पर्यटन",
  "BPO/KPO/शेअर्ड सर्व्हिसेस",
  "मेडिकल/फार्मा",
  "शिक्षण/ट्रेनिंग",
  "ऑटोमोबाइल",
  "रिटेल",
  "बांधकाम",
  "ई-कॉमर्स",
];

export const industries: Industry[] = english.map((industry, i) => ({ ...industry, name: NAMES[i] ?? industry.name }));
