import type { Stat } from "../types";

export { partners } from "../partners";

/** The four headline numbers on the home page, in Tamil (same order as ../partners.ts). */
export const homeStats: Stat[] = [
  { value: "10,000+", label: "வேலை பெற்றவர்கள்" },
  { value: "1000+", label: "இப்போதுள்ள காலியிடங்கள்" },
  { value: "100+", label: "நிறுவனங்கள்" },
  { value: "1,00,000+", label: "பதிவுசெய்தவர்கள்" },
];
