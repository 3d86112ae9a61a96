import {
  BookOpen,
  Car,
  Factory,
  GraduationCap,
  HardHat,
  Headset,
  HeartPulse,
  Landmark,
  type LucideIcon,
  Megaphone,
  Monitor,
  Pill,
  Plane,
  RadioTower,
  Ship,
  ShoppingBasket,
  ShoppingCart,
  Store,
  Wallet,
  Wrench,
} from "lucide-react";

export interface Industry {
  name: string;
  icon: LucideIcon;
}

/** The industries we hire for, in the order they appear on the site. */
export const industries: Industry[] = [
  { name: "Edtech", icon: GraduationCap },
  { name: "Sales & Marketing", icon: Megaphone },
  { name: "Engineering", icon: Wrench },
  { name: "Health care", icon: HeartPulse },
  { name: "IT & ITES", icon: Monitor },
  { name: "Manufacturing", icon: Factory },
  { name: "Telecom/ISP", icon: RadioTower },
  { name: "FMCG", icon: ShoppingBasket },
  { name: "Fintech", icon: Wallet },
  { name: "BFSI/NBFC", icon: Landmark },
  { name: "Export/Import", icon: Ship },
  { name: "Travel and Tourism", icon: Plane },
  { name: "BPO/KPO/Shared Services", icon: Headset },
  { name: "Medical/Pharmaceuticals", icon: Pill },
  { name: "Educational/Training", icon: BookOpen },
  { name: "Automobile", icon: Car },
  { name: "Retail", icon: Store },
  { name: "Construction", icon: HardHat },
  { name: "E-Commerce", icon: ShoppingCart },
];
