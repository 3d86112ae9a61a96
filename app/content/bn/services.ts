import { SERVICE_NAMES, type ServiceSlug } from "#shared/content/service-names";
import { words } from "#shared/content/words/bn";
import type { Service } from "../types";

/** Slug and Bengali display name (from the Bengali words); the slug (the enquiry form's stored value) stays English. */
function serviceName(slug: ServiceSlug): { slug: string; title: string } {
  const found = SERVICE_NAMES.find((s) => s.slug === slug);
  if (!found) throw new Error(`unknown service ${slug}`);
  return { slug: found.slug, title: words.services[slug] };
}

/**
 * The 18 services in Bengali (mirrors ../services.ts: same ids, order, slugs,
 * artwork and call to action). Bengali pages show them on the home page's
 * cards and in the menus, which link to the English service pages.
 */
export const services: Service[] = [
  {
    id: 1,
    ...serviceName("permanent-staffing"),
    summary:
      "13টি ইন্ডাস্ট্রির জন্য ফুল-টাইম নিয়োগ। প্রত্যেক প্রার্থীকে স্কিল, স্থিরতা আর মানানসই কি না দেখে বাছাই করা হয়, যাতে আপনার টিমে এমন লোক আসেন যাঁরা টিকে থাকতে চান।",
    cta: "Contact Us",
    image: "/images/services/1.svg",
  },
  {
    id: 2,
    ...serviceName("temporary-staffing"),
    summary:
      "পিক সিজন, ছুটির সময়ের বদলি আর ছোট প্রজেক্টের জন্য আমাদের রোলে থাকা প্রশিক্ষিত কর্মী; হাজিরা, মজুরি আর আইনি পাওনার দায়িত্ব আমাদের।",
    cta: "Contact Us",
    image: "/images/services/2.svg",
  },
  {
    id: 3,
    ...serviceName("contract-staffing"),
    summary: "প্রজেক্ট আর বাজেট ধরা পদের জন্য নির্দিষ্ট মেয়াদের কন্ট্রাক্টে দক্ষ প্রফেশনাল; পেরোল আর কমপ্লায়েন্সের দায়িত্ব আমাদের।",
    cta: "Contact Us",
    image: "/images/services/3.svg",
  },
  {
    id: 4,
    ...serviceName("executive-search"),
    summary:
      "সিনিয়র ও লিডারশিপ পদের জন্য গোপনীয়, রিসার্চ-নির্ভর খোঁজ: মার্কেট ম্যাপিং থেকে অফার চূড়ান্ত করা, আর জয়েনিংয়ের পরে থিতু হতে সাহায্য পর্যন্ত।",
    cta: "Contact Us",
    image: "/images/services/4.svg",
  },
  {
    id: 5,
    ...serviceName("recruitment-process-outsourcing-rpo"),
    summary:
      "আপনার পুরো নিয়োগ বা তার একটি নির্দিষ্ট অংশ আমাদের হাতে দিন। আমাদের টিম কাজ করে আপনার প্রক্রিয়া, আপনার ব্র্যান্ড আর ঠিক করা সার্ভিস লেভেল মেনে।",
    cta: "Contact Us",
    image: "/images/services/5.svg",
  },
  {
    id: 6,
    ...serviceName("skill-gap-assessment"),
    summary:
      "আপনার পদগুলোর জন্য কোন স্কিল দরকার আর আপনার কর্মীদের কী স্কিল আছে, তার গোছানো পর্যালোচনা, সঙ্গে নিয়োগ ও ট্রেনিংয়ের স্পষ্ট অগ্রাধিকার।",
    cta: "Contact Us",
    image: "/images/services/6.svg",
  },
  {
    id: 7,
    ...serviceName("internship-program-management"),
    summary:
      "এক থেকে ছয় মাসের ইন্টার্নশিপের পরিকল্পনা, প্রার্থী খোঁজা আর পরিচালনা আমরা করি: ক্যাম্পাসে প্রচার ও বাছাই থেকে স্টাইপেন্ড, রিভিউ আর সার্টিফিকেট পর্যন্ত।",
    cta: "Contact Us",
    image: "/images/services/7.svg",
  },
  {
    id: 8,
    ...serviceName("diversity-inclusion-hiring-initiatives"),
    summary:
      "আরও বেশি মানুষের কাছে পৌঁছাতে হাতে-কলমে সাহায্য: কাজে ফিরতে চাওয়া মহিলা, প্রতিবন্ধী মানুষ, পরিবারের প্রথম স্নাতক, আর আরও ন্যায্য বাছাই।",
    cta: "Contact Us",
    image: "/images/services/8.svg",
  },
  {
    id: 9,
    ...serviceName("onboarding-and-training-support"),
    summary: "কাগজপত্র, ইন্ডাকশন আর কাজ শুরুর উপযোগী ট্রেনিং, যাতে নতুন কর্মীরা তাড়াতাড়ি মানিয়ে নেন আর শুরুতেই চাকরি ছেড়ে যাওয়া কমে।",
    cta: "Contact Us",
    image: "/images/services/9.svg",
  },
  {
    id: 10,
    ...serviceName("pre-placement-offer-ppo-recruitment"),
    summary:
      "ইন্টার্নশিপকে নিয়োগের পাইপলাইন বানিয়ে ফেলুন। ইন্টার্নদের ন্যায্য মূল্যায়ন আর ঠিক জনদের প্রি-প্লেসমেন্ট অফার দিয়ে নিতে আমরা সাহায্য করি।",
    cta: "Contact Us",
    image: "/images/services/10.svg",
  },
  {
    id: 11,
    ...serviceName("remote-talent-pooling"),
    summary: "সারা ভারতের আগে থেকে যাচাই করা ওয়ার্ক ফ্রম হোম ও হাইব্রিড প্রফেশনালদের তৈরি পুল, ফুল-টাইম, কন্ট্রাক্ট বা প্রজেক্টের কাজের জন্য।",
    cta: "Contact Us",
    image: "/images/services/11.svg",
  },
  {
    id: 12,
    ...serviceName("payroll-management"),
    summary: "নির্ভুল মাসিক পেরোল: PF, ESIC, প্রফেশনাল ট্যাক্স আর TDS-এর হিসাব, জমা আর রিপোর্টিং সময়মতো, রাজ্য ধরে ধরে।",
    cta: "Contact Us",
    image: "/images/services/12.svg",
  },
  {
    id: 13,
    ...serviceName("labour-compliance-management"),
    summary: "কেন্দ্র ও রাজ্যের শ্রম আইন অনুযায়ী রেজিস্ট্রেশন, রিটার্ন, রেজিস্টার আর অডিটে সাহায্য, কন্ট্রাক্ট লেবারের নিয়ম সহ।",
    cta: "Contact Us",
    image: "/images/services/13.svg",
  },
  {
    id: 14,
    ...serviceName("freelance-recruiter-partnership"),
    summary: "স্বাধীন রিক্রুটার আর সাব-ভেন্ডররা আমাদের চালু ম্যান্ডেটে কাজ করেন, আর যে প্রার্থী জয়েন করে টিকে থাকেন, তাঁর জন্য ফি-র ভাগ পান।",
    cta: "Contact Us",
    image: "/images/services/14.svg",
  },
  {
    id: 15,
    ...serviceName("outplacement-services"),
    summary:
      "রিস্ট্রাকচারিংয়ে চাকরি হারানো কর্মীদের সম্মানের সঙ্গে নতুন কাজে যেতে সাহায্য: কাউন্সেলিং, বায়োডাটায় সাহায্য, ইন্টারভিউ প্র্যাকটিস আর চাকরি খোঁজা।",
    cta: "Contact Us",
    image: "/images/services/15.svg",
  },
  {
    id: 16,
    ...serviceName("hr-consulting-and-strategy"),
    summary:
      "ওয়ার্কফোর্স প্ল্যানিং, সংগঠনের কাঠামো, HR নীতি আর বেতন কাঠামো নিয়ে পরামর্শ, ভারতের কোম্পানিগুলো আসলে কীভাবে নিয়োগ করে তার ভিত্তিতে।",
    cta: "Contact Us",
    image: "/images/services/16.svg",
  },
  {
    id: 17,
    ...serviceName("talent-mapping-and-market-intelligence"),
    summary:
      "আপনার দরকারি দক্ষ কর্মীরা কোথায় কাজ করেন, কত আয় করেন আর তাঁদের নিয়োগ করা কতটা কঠিন, তার রিসার্চ, যাতে আপনার পরিকল্পনা তথ্যের ওপর দাঁড়ায়।",
    cta: "Get Started",
    image: "/images/services/17.svg",
  },
  {
    id: 18,
    ...serviceName("graduate-trainee-programs"),
    summary:
      "সদ্য পাশ করা গ্র্যাজুয়েট আর ডিপ্লোমাধারীদের জন্য গোছানো ট্রেনি প্রোগ্রাম: ক্যাম্পাসে বাছাই থেকে ট্রেনিং, রোটেশন আর কনফার্মেশন পর্যন্ত।",
    cta: "Contact Us",
    image: "/images/services/18.svg",
  },
];

/** The service with this id (1-18), or undefined. */
export function getService(id: number): Service | undefined {
  return services.find((service) => service.id === id);
}
