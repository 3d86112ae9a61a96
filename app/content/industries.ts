import type { IconName } from "#app/components/icons/names";

export interface Industry {
  name: string;
  icon: IconName;
}

/** The industries we hire for, in the order they appear on the site. */
export const industries: Industry[] = [
  { name: "Edtech", icon: "graduation-cap" },
  { name: "Sales & Marketing", icon: "megaphone" },
  { name: "Engineering", icon: "wrench" },
  { name: "Health care", icon: "heart-pulse" },
  { name: "IT & ITES", icon: "monitor" },
  { name: "Manufacturing", icon: "factory" },
  { name: "Telecom/ISP", icon: "radio-tower" },
  { name: "FMCG", icon: "shopping-basket" },
  { name: "Fintech", icon: "wallet" },
  { name: "BFSI/NBFC", icon: "landmark" },
  { name: "Export/Import", icon: "ship" },
  { name: "Travel and Tourism", icon: "plane" },
  { name: "BPO/KPO/Shared Services", icon: "headset" },
  { name: "Medical/Pharmaceuticals", icon: "pill" },
  { name: "Educational/Training", icon: "book-open" },
  { name: "Automobile", icon: "car" },
  { name: "Retail", icon: "store" },
  { name: "Construction", icon: "hard-hat" },
  { name: "E-Commerce", icon: "shopping-cart" },
];
