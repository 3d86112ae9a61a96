import { industries as english, type Industry } from "../industries";

/** The industries' names in Bengali, in the order of ../industries.ts (which keeps the icons). */
const NAMES = [
  "এডটেক",
  "সেলস ও মার্কেটিং",
  "ইঞ্জিনিয়ারিং",
  "হেলথকেয়ার",
  "IT ও ITES",
  "ম্যানুফ্যাকচারিং",
  "টেলিকম ও ইন্টারনেট",
  "FMCG",
  "ফিনটেক",
  "BFSI/NBFC",
  "এক্সপোর্ট/ইমপোর্ট",
  "ট্রাভেল ও ট্যুরিজম",
  "BPO/KPO/শেয়ার্ড সার্ভিসেস",
  "মেডিক্যাল/ফার্মা",
  "শিক্ষা/ট্রেনিং",
  "অটোমোবাইল",
  "রিটেল",
  "কনস্ট্রাকশন",
  "ই-কমার্স",
];

export const industries: Industry[] = english.map((industry, i) => ({ ...industry, name: NAMES[i] ?? industry.name }));
