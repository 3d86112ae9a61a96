import type { Stat } from "../types";

export { partners } from "../partners";

/** The four headline numbers on the home page, in Marathi (same order as ../partners.ts). */
export const homeStats: Stat[] = [
  { value: "10,000+", label: "एकूण प्लेसमेंट" },
  { value: "1000+", label: "सध्या सुरू असलेल्या नोकऱ्या" },
  { value: "100+", label: "कंपन्या" },
  { value: "1,00,000+", label: "नोंदणी केलेले उमेदवार" },
];
