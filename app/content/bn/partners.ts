import type { Stat } from "../types";

export { partners } from "../partners";

/** The four headline numbers on the home page, in Bengali (same order as ../partners.ts). */
export const homeStats: Stat[] = [
  { value: "10,000+", label: "মোট প্লেসমেন্ট" },
  { value: "1000+", label: "খালি পদ" },
  { value: "100+", label: "কোম্পানি" },
  { value: "1,00,000+", label: "রেজিস্টার্ড ইউজার" },
];
