import type { Stat } from "./types";

export interface Partner {
  name: string;
  logo: string;
}

/**
 * Companies shown in the "Our partners" strip. All of them are fictional;
 * their wordmarks are drawn by scripts/data/generate-artwork.mjs, which keeps its
 * own copy of these names and slugs.
 */
export const partners: Partner[] = [
  { name: "Arunika Fintech", logo: "/images/partners/arunika-fintech.svg" },
  { name: "Tarangini Textiles", logo: "/images/partners/tarangini-textiles.svg" },
  { name: "Shilpakar Infra", logo: "/images/partners/shilpakar-infra.svg" },
  { name: "Vedantika Health", logo: "/images/partners/vedantika-health.svg" },
  { name: "Dhruvtara Motors", logo: "/images/partners/dhruvtara-motors.svg" },
  { name: "Pravaah Freight", logo: "/images/partners/pravaah-freight.svg" },
  { name: "Ankurit Edulabs", logo: "/images/partners/ankurit-edulabs.svg" },
  { name: "Saptarang Retail", logo: "/images/partners/saptarang-retail.svg" },
  { name: "Jharokha Journeys", logo: "/images/partners/jharokha-journeys.svg" },
  { name: "Nirmalya Telecom", logo: "/images/partners/nirmalya-telecom.svg" },
  { name: "Swarnrekha Capital", logo: "/images/partners/swarnrekha-capital.svg" },
];

/** The four headline numbers on the home page. */
export const homeStats: Stat[] = [
  { value: "10,000+", label: "Total placements" },
  { value: "1000+", label: "Active jobs" },
  { value: "100+", label: "Companies" },
  { value: "1,00,000+", label: "Registered users" },
];
