import type { Stat } from "../types";

export { partners } from "../partners";

/** The four headline numbers on the home page, in Kannada (same order as ../partners.ts). */
export const homeStats: Stat[] = [
  { value: "10,000+", label: "ಉದ್ಯೋಗ ಪಡೆದವರು" },
  { value: "1000+", label: "ಖಾಲಿ ಹುದ್ದೆಗಳು" },
  { value: "100+", label: "ಕಂಪನಿಗಳು" },
  { value: "1,00,000+", label: "ನೋಂದಾಯಿತ ಬಳಕೆದಾರರು" },
];
