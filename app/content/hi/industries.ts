import { industries as english, type Industry } from "../industries";

/** The industries' names in Hindi, in the order of ../industries.ts (which keeps the icons). */
const NAMES = [
  "एडटेक",
  "सेल्स और मार्केटिंग",
  "इंजीनियरिंग",
  "हेल्थकेयर",
  "IT और ITES",
  "मैन्युफ़ैक्चरिंग",
  "टेलीकॉम और इंटरनेट",
  "FMCG",
  "फ़िनटेक",
  "BFSI/NBFC",
  "एक्सपोर्ट/इम्पोर्ट",
  "ट्रैवल और टूरिज़्म",
  "BPO/KPO/शेयर्ड सर्विसेज़",
  "मेडिकल/फ़ार्मा",
  "शिक्षा/ट्रेनिंग",
  "ऑटोमोबाइल",
  "रिटेल",
  "कंस्ट्रक्शन",
  "ई-कॉमर्स",
];

export const industries: Industry[] = english.map((industry, i) => ({ ...industry, name: NAMES[i] ?? industry.name }));
