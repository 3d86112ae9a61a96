import type { Stat } from "../types";

export { partners } from "../partners";

/** The four headline numbers on the home page, in Hindi (same order as ../partners.ts). */
export const homeStats: Stat[] = [
  { value: "10,000+", label: "कुल प्लेसमेंट" },
  { value: "1000+", label: "खुली नौकरियाँ" },
  { value: "100+", label: "कंपनियाँ" },
  { value: "1,00,000+", label: "रजिस्टर्ड यूज़र" },
];
