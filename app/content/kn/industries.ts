import { industries as english, type Industry } from "../industries";

/** The industries' names in Kannada, in the order of ../industries.ts (which keeps the icons). */
const NAMES = [
  "ಎಡ್ಟೆಕ್",
  "ಸೇಲ್ಸ್ ಮತ್ತು ಮಾರ್ಕೆಟಿಂಗ್",
  "ಎಂಜಿನಿಯರಿಂಗ್",
  "ಆರೋಗ್ಯ ಸೇವೆ",
  "IT ಮತ್ತು ITES",
  "ಮ್ಯಾನುಫ್ಯಾಕ್ಚರಿಂಗ್",
  "ಟೆಲಿಕಾಂ ಮತ್ತು ಇಂಟರ್ನೆಟ್",
  "FMCG",
  "ಫಿನ್ಟೆಕ್",
  "BFSI/NBFC",
  "ರಫ್ತು/ಆಮದು",
  "ಟ್ರಾವೆಲ್ ಮತ್ತು ಪ್ರವಾಸೋದ್ಯಮ",
  "BPO/KPO/ಶೇರ್ಡ್ ಸರ್ವಿಸಸ್",
  "ಮೆಡಿಕಲ್/ಫಾರ್ಮಾ",
  "ಶಿಕ್ಷಣ/ತರಬೇತಿ",
  "ಆಟೋಮೊಬೈಲ್",
  "ರಿಟೇಲ್",
  "ಕಟ್ಟಡ ನಿರ್ಮಾಣ",
  "ಇ-ಕಾಮರ್ಸ್",
];

export const industries: Industry[] = english.map((industry, i) => ({ ...industry, name: NAMES[i] ?? industry.name }));
