import type { Stat } from "../types";

export { partners } from "../partners";

/** The four headline numbers on the home page, in Telugu (same order as ../partners.ts). */
export const homeStats: Stat[] = [
  { value: "10,000+", label: "మొత్తం ప్లేస్మెంట్లు" },
  { value: "1000+", label: "ప్రస్తుత ఖాళీలు" },
  { value: "100+", label: "కంపెనీలు" },
  { value: "1,00,000+", label: "రిజిస్టర్ అయిన యూజర్లు" },
];
