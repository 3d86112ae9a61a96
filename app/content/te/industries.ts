import { industries as english, type Industry } from "../industries";

/** The industries' names in Telugu, in the order of ../industries.ts (which keeps the icons). */
const NAMES = [
  "ఎడ్టెక్",
  "సేల్స్, మార్కెటింగ్",
  "ఇంజినీరింగ్",
  "హెల్త్కేర్",
  "IT, ITES",
  "మాన్యుఫాక్చరింగ్",
  "టెలికామ్, ఇంటర్నెట్",
  "FMCG",
  "ఫిన్టెక్",
  "BFSI/NBFC",
  "ఎగుమతి/దిగుమతి",
  "ట్రావెల్, టూరిజం",
  "BPO/KPO/షేర్డ్ సర్వీసెస్",
  "మెడికల్/ఫార్మా",
  "విద్య/ట్రైనింగ్",
  "ఆటోమొబైల్",
  "రిటైల్",
  "నిర్మాణం",
  "ఈ-కామర్స్",
];

export const industries: Industry[] = english.map((industry, i) => ({ ...industry, name: NAMES[i] ?? industry.name }));
