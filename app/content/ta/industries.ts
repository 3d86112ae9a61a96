import { industries as english, type Industry } from "../industries";

/** The industries' names in Tamil, in the order of ../industries.ts (which keeps the icons). */
const NAMES = [
  "எட்டெக்",
  "சேல்ஸ், மார்க்கெட்டிங்",
  "இன்ஜினியரிங்",
  "ஹெல்த்கேர்",
  "IT, ITES",
  "உற்பத்தி",
  "டெலிகாம், இன்டர்நெட்",
  "FMCG",
  "ஃபின்டெக்",
  "BFSI/NBFC",
  "ஏற்றுமதி/இறக்குமதி",
  "டிராவல், சுற்றுலா",
  "BPO/KPO/ஷேர்டு சர்வீசஸ்",
  "மருத்துவம்/ஃபார்மா",
  "கல்வி/பயிற்சி",
  "ஆட்டோமொபைல்",
  "ரீடெயில்",
  "கட்டுமானம்",
  "இ-காமர்ஸ்",
];

export const industries: Industry[] = english.map((industry, i) => ({ ...industry, name: NAMES[i] ?? industry.name }));
