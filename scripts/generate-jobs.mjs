#!/usr/bin/env node
// Seeded, deterministic generator for the embedded jobs dataset of the
// fictional staffing agency "Kshitij Talent Partners".
//
// The records mimic the agency's ATS API: raw field names, mixed value shapes
// (experience as "3-5" / 2 / "4 Years", dates in several formats, remote flags
// as 0/1/2/"Yes"/"No"/null, bracketed multi-city values, ...).
//
// Usage:
//   node scripts/generate-jobs.mjs
//     -> writes worker/jobs/data/embedded-jobs.json (default 340 jobs)
//   node scripts/generate-jobs.mjs --count 10000 --out /tmp/jobs-10k.json
//     -> same generator, bigger set (for benchmarks)
//   Optional: --seed <int> (default 20261120)
//
// No dependencies; plain ESM for Node 20+. Output is byte-identical per
// (seed, count).

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const GENERATED_AT = "2026-11-20";
const DEFAULT_COUNT = 340;
const DEFAULT_SEED = 20261120;
const AGENCY = "Kshitij Talent Partners";
const APPLY_BASE = "https://apply.kshitijtalent.example/jobs/";
const CREATION_WINDOW_DAYS = 75;

// ---------------------------------------------------------------------------
// PRNG (mulberry32) and helpers
// ---------------------------------------------------------------------------

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let rand = mulberry32(DEFAULT_SEED);

const chance = (p) => rand() < p;
const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
const pick = (arr) => arr[Math.floor(rand() * arr.length)];

function weighted(items, weightOf) {
  let total = 0;
  for (const it of items) total += weightOf(it);
  let r = rand() * total;
  for (const it of items) {
    r -= weightOf(it);
    if (r < 0) return it;
  }
  return items[items.length - 1];
}

function sample(arr, n) {
  const copy = arr.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.min(n, copy.length));
}

const lcFirst = (s) => (/^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);

function article(word) {
  const first = word.split(/[\s–-]/)[0];
  if (/^[A-Z]{2,}/.test(first)) return "AEFHILMNORSX".includes(first[0]) ? "an" : "a";
  return /^[AEIOaeio]/.test(word) ? "an" : "a";
}

function listJoin(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function esc(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

// Indian digit grouping: 120000 -> "1,20,000"
function inr(n) {
  const s = String(Math.round(n));
  if (s.length <= 3) return s;
  const last3 = s.slice(-3);
  const rest = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${rest},${last3}`;
}

// ---------------------------------------------------------------------------
// Geography: cities, states and localities with real PIN codes.
// Locality kinds: i = IT / office park, b = business / commercial,
// f = factory / industrial area.
// ---------------------------------------------------------------------------

const CITIES = [
  {
    city: "Mumbai",
    state: "Maharashtra",
    w: 12,
    loc: [
      ["Andheri East", "400069", "b"],
      ["Powai", "400076", "i"],
      ["Bandra Kurla Complex", "400051", "b"],
      ["Lower Parel", "400013", "b"],
      ["Goregaon East", "400063", "i"],
      ["Malad West", "400064", "i"],
      ["Nariman Point", "400021", "b"],
      ["Kurla West", "400070", "b"],
      ["Vikhroli", "400083", "f"],
    ],
  },
  {
    city: "Pune",
    state: "Maharashtra",
    w: 11,
    loc: [
      ["Baner", "411045", "i"],
      ["Hinjewadi Phase 1", "411057", "i"],
      ["Kharadi", "411014", "i"],
      ["Viman Nagar", "411014", "b"],
      ["Hadapsar", "411028", "b"],
      ["Shivajinagar", "411005", "b"],
      ["Wakad", "411057", "i"],
      ["Chakan MIDC", "410501", "f"],
      ["Bhosari MIDC", "411026", "f"],
      ["Pimpri", "411018", "f"],
    ],
  },
  {
    city: "Bengaluru",
    state: "Karnataka",
    w: 14,
    loc: [
      ["Whitefield", "560066", "i"],
      ["Koramangala", "560034", "b"],
      ["Electronic City", "560100", "i"],
      ["Bellandur", "560103", "i"],
      ["Indiranagar", "560038", "b"],
      ["HSR Layout", "560102", "b"],
      ["Hebbal", "560024", "i"],
      ["Jayanagar", "560041", "b"],
      ["Peenya Industrial Area", "560058", "f"],
      ["Bommasandra", "560099", "f"],
    ],
  },
  {
    city: "Hyderabad",
    state: "Telangana",
    w: 11,
    loc: [
      ["HITEC City", "500081", "i"],
      ["Gachibowli", "500032", "i"],
      ["Madhapur", "500081", "i"],
      ["Kondapur", "500084", "i"],
      ["Banjara Hills", "500034", "b"],
      ["Begumpet", "500016", "b"],
      ["Uppal", "500039", "b"],
      ["Jeedimetla", "500055", "f"],
      ["Patancheru", "502319", "f"],
    ],
  },
  {
    city: "Chennai",
    state: "Tamil Nadu",
    w: 10,
    loc: [
      ["Thoraipakkam", "600097", "i"],
      ["Sholinganallur", "600119", "i"],
      ["Perungudi", "600096", "i"],
      ["Guindy", "600032", "b"],
      ["T. Nagar", "600017", "b"],
      ["Anna Nagar", "600040", "b"],
      ["Ambattur Industrial Estate", "600058", "f"],
      ["Sriperumbudur", "602105", "f"],
      ["Oragadam", "602105", "f"],
    ],
  },
  {
    city: "Delhi",
    state: "Delhi",
    w: 8,
    loc: [
      ["Connaught Place", "110001", "b"],
      ["Nehru Place", "110019", "b"],
      ["Saket", "110017", "b"],
      ["Jasola", "110025", "i"],
      ["Rajouri Garden", "110027", "b"],
      ["Janakpuri", "110058", "b"],
      ["Karol Bagh", "110005", "b"],
      ["Okhla Industrial Area", "110020", "f"],
    ],
  },
  {
    city: "Gurugram",
    state: "Haryana",
    w: 9,
    loc: [
      ["DLF Cyber City", "122002", "i"],
      ["Golf Course Road", "122002", "b"],
      ["Sohna Road", "122018", "b"],
      ["Sector 44", "122003", "i"],
      ["Udyog Vihar", "122016", "if"],
      ["IMT Manesar", "122052", "f"],
    ],
  },
  {
    city: "Noida",
    state: "Uttar Pradesh",
    w: 7,
    loc: [
      ["Sector 62", "201309", "i"],
      ["Sector 125", "201313", "i"],
      ["Sector 132", "201304", "i"],
      ["Sector 18", "201301", "b"],
      ["Sector 63", "201301", "f"],
    ],
  },
  {
    city: "Kolkata",
    state: "West Bengal",
    w: 6,
    loc: [
      ["Salt Lake Sector V", "700091", "i"],
      ["New Town", "700156", "i"],
      ["Rajarhat", "700135", "i"],
      ["Park Street", "700016", "b"],
      ["Camac Street", "700017", "b"],
      ["Ballygunge", "700019", "b"],
      ["Taratala", "700088", "f"],
    ],
  },
  {
    city: "Ahmedabad",
    state: "Gujarat",
    w: 5,
    loc: [
      ["SG Highway", "380054", "ib"],
      ["Prahlad Nagar", "380015", "b"],
      ["Navrangpura", "380009", "b"],
      ["Sanand GIDC", "382110", "f"],
      ["Vatva GIDC", "382445", "f"],
      ["Naroda", "382330", "f"],
    ],
  },
  {
    city: "Jaipur",
    state: "Rajasthan",
    w: 3,
    loc: [
      ["Malviya Nagar", "302017", "b"],
      ["C-Scheme", "302001", "b"],
      ["Vaishali Nagar", "302021", "b"],
      ["Mahindra World City", "302037", "i"],
      ["Sitapura Industrial Area", "302022", "f"],
    ],
  },
  {
    city: "Lucknow",
    state: "Uttar Pradesh",
    w: 3,
    loc: [
      ["Gomti Nagar", "226010", "ib"],
      ["Hazratganj", "226001", "b"],
      ["Aliganj", "226024", "b"],
      ["Alambagh", "226005", "b"],
      ["Chinhat Industrial Area", "226028", "f"],
    ],
  },
  {
    city: "Kochi",
    state: "Kerala",
    w: 3,
    loc: [
      ["Infopark, Kakkanad", "682042", "i"],
      ["Edappally", "682024", "b"],
      ["Marine Drive", "682031", "b"],
      ["Vyttila", "682019", "b"],
      ["Kalamassery", "683104", "f"],
    ],
  },
  {
    city: "Indore",
    state: "Madhya Pradesh",
    w: 3,
    loc: [
      ["Vijay Nagar", "452010", "ib"],
      ["New Palasia", "452001", "b"],
      ["Sanwer Road Industrial Area", "452015", "f"],
      ["Pithampur", "454775", "f"],
    ],
  },
  {
    city: "Coimbatore",
    state: "Tamil Nadu",
    w: 3,
    loc: [
      ["Saravanampatti", "641035", "i"],
      ["Peelamedu", "641004", "b"],
      ["RS Puram", "641002", "b"],
      ["Gandhipuram", "641012", "b"],
      ["SIDCO Industrial Estate, Kurichi", "641021", "f"],
    ],
  },
  {
    city: "Chandigarh",
    state: "Chandigarh",
    w: 2.5,
    loc: [
      ["Sector 17", "160017", "b"],
      ["Sector 34", "160022", "b"],
      ["IT Park", "160101", "i"],
      ["Industrial Area Phase I", "160002", "f"],
    ],
  },
  {
    city: "Bhubaneswar",
    state: "Odisha",
    w: 2,
    loc: [
      ["Patia", "751024", "i"],
      ["Chandrasekharpur", "751016", "i"],
      ["Saheed Nagar", "751007", "b"],
      ["Mancheswar Industrial Estate", "751010", "f"],
    ],
  },
  {
    city: "Nagpur",
    state: "Maharashtra",
    w: 2,
    loc: [
      ["MIHAN", "441108", "i"],
      ["Sitabuldi", "440012", "b"],
      ["Dharampeth", "440010", "b"],
      ["Butibori MIDC", "441122", "f"],
      ["Hingna MIDC", "440016", "f"],
    ],
  },
  {
    city: "Visakhapatnam",
    state: "Andhra Pradesh",
    w: 2,
    loc: [
      ["Madhurawada", "530048", "i"],
      ["Rushikonda", "530045", "i"],
      ["Dwaraka Nagar", "530016", "b"],
      ["Siripuram", "530003", "b"],
      ["Gajuwaka", "530026", "f"],
    ],
  },
  {
    city: "Thiruvananthapuram",
    state: "Kerala",
    w: 2,
    loc: [
      ["Technopark, Kazhakkoottam", "695581", "i"],
      ["Pattom", "695004", "b"],
      ["Vazhuthacaud", "695014", "b"],
    ],
  },
  {
    city: "Vadodara",
    state: "Gujarat",
    w: 2,
    loc: [
      ["Alkapuri", "390007", "b"],
      ["Gotri", "390021", "b"],
      ["Makarpura GIDC", "390010", "f"],
      ["Savli GIDC", "391770", "f"],
    ],
  },
  {
    city: "Mysuru",
    state: "Karnataka",
    w: 1.5,
    loc: [
      ["Hootagalli", "570018", "i"],
      ["Vijayanagar", "570017", "b"],
      ["Saraswathipuram", "570009", "b"],
      ["Hebbal Industrial Area", "570016", "f"],
    ],
  },
  {
    city: "Guwahati",
    state: "Assam",
    w: 1.5,
    loc: [
      ["GS Road", "781005", "b"],
      ["Dispur", "781006", "b"],
      ["Paltan Bazaar", "781008", "b"],
      ["Amingaon", "781031", "f"],
    ],
  },
  {
    city: "Nashik",
    state: "Maharashtra",
    w: 2,
    loc: [
      ["College Road", "422005", "b"],
      ["Gangapur Road", "422013", "b"],
      ["Satpur MIDC", "422007", "f"],
      ["Ambad MIDC", "422010", "f"],
    ],
  },
  {
    city: "Surat",
    state: "Gujarat",
    w: 2,
    loc: [
      ["Adajan", "395009", "b"],
      ["Vesu", "395007", "b"],
      ["Athwalines", "395001", "b"],
      ["Sachin GIDC", "394230", "f"],
      ["Hazira", "394270", "f"],
    ],
  },
  {
    city: "Bhopal",
    state: "Madhya Pradesh",
    w: 1.5,
    loc: [
      ["MP Nagar", "462011", "b"],
      ["Arera Colony", "462016", "b"],
      ["Govindpura Industrial Area", "462023", "f"],
      ["Mandideep", "462046", "f"],
    ],
  },
  {
    city: "Puducherry",
    state: "Puducherry",
    w: 1,
    loc: [
      ["White Town", "605001", "b"],
      ["Lawspet", "605008", "b"],
      ["Thattanchavady Industrial Estate", "605009", "f"],
    ],
  },
  {
    city: "Ludhiana",
    state: "Punjab",
    w: 1.5,
    loc: [
      ["Ferozepur Road", "141001", "b"],
      ["Sarabha Nagar", "141001", "b"],
      ["Focal Point", "141010", "f"],
    ],
  },
  {
    city: "Patna",
    state: "Bihar",
    w: 1.5,
    loc: [
      ["Boring Road", "800001", "b"],
      ["Fraser Road", "800001", "b"],
      ["Kankarbagh", "800020", "b"],
      ["Patliputra Industrial Area", "800013", "f"],
    ],
  },
  {
    city: "Dehradun",
    state: "Uttarakhand",
    w: 1,
    loc: [
      ["Rajpur Road", "248001", "b"],
      ["Sahastradhara Road", "248013", "i"],
      ["Selaqui Industrial Area", "248197", "f"],
    ],
  },
  {
    city: "Ranchi",
    state: "Jharkhand",
    w: 1,
    loc: [
      ["Lalpur", "834001", "b"],
      ["Doranda", "834002", "b"],
      ["Tupudana Industrial Area", "835221", "f"],
    ],
  },
];

const CITY_BY_NAME = Object.fromEntries(CITIES.map((c) => [c.city, c]));

// Multi-valued city/state records, as found in raw ATS exports.
const MULTI_CITY = [
  { cities: ["Pune", "Mumbai"], states: "Maharashtra" },
  { cities: ["Bengaluru", "Chennai"], states: "Karnataka / Tamil Nadu" },
  { cities: ["Hyderabad", "Bengaluru"], states: "Telangana, Karnataka" },
  { cities: ["Delhi", "Gurugram", "Noida"], states: "Delhi NCR" },
  { cities: ["Ahmedabad", "Vadodara"], states: "Gujarat" },
  { cities: ["Kochi", "Thiruvananthapuram"], states: "Kerala" },
  { cities: ["Mumbai", "Pune", "Nashik"], states: "Maharashtra" },
  { cities: ["Chennai", "Coimbatore"], states: "Tamil Nadu" },
];

// ---------------------------------------------------------------------------
// Industries, clients and roles.
// Role tuple: [title, level, workMode, skills[], responsibilities[], options?]
//   level: f fresher, j junior, m mid, s senior, l lead
//   workMode: 0 on-site only, 1 hybrid possible, 2 remote possible
//   responsibilities: verb-first, no trailing period; the first one is also
//   used as the role summary.
//   options: { q: qualification override, k: "sales" for field/sales roles }
// ---------------------------------------------------------------------------

const SALES_RESPS = [
  "Maintain a healthy pipeline and update every lead and visit in the CRM",
  "Achieve monthly and quarterly sales targets for the assigned territory",
  "Share market feedback on competitor pricing and schemes with your manager",
];
const SALES_REQS = [
  "Proven track record of achieving sales targets",
  "Good communication and negotiation skills in English and the local language",
  "Own two-wheeler with a valid driving licence is preferred",
];

const COMMON_PERKS = [
  "PF and gratuity as per statutory norms",
  "Paid leave and festival holidays",
  "Transparent annual appraisal process",
  "Employee referral bonus",
  "Group mediclaim for self and family",
];

const INDUSTRIES = [
  {
    name: "Edtech",
    code: "EDT",
    w: 4,
    kinds: "ib",
    hot: ["Bengaluru", "Noida", "Gurugram", "Pune", "Kolkata", "Jaipur"],
    phrase: "edtech or online education",
    site: ["office", "academic centre", "content studio"],
    q: "Graduate in any discipline; a B.Ed. or postgraduate degree is an advantage",
    clients: [
      [
        "Gyaanpath Learning Pvt Ltd",
        "is an online K-12 learning platform that runs live classes for students in Classes 6 to 12",
      ],
      ["Shikshasetu Digital", "is a test-prep company offering JEE, NEET and CUET preparation in English and Hindi"],
      [
        "CodeKul Academy",
        "is an upskilling platform running cohort-based courses in software development and data analytics",
      ],
      ["Vidyarthi Labs", "builds vernacular maths and science learning apps for students in Tier 2 and Tier 3 towns"],
    ],
    resps: [
      "Follow the company's academic quality and student-safety guidelines in every interaction",
      "Share learner feedback with the product and content teams every week",
      "Participate in weekly reviews of enrolment, attendance and completion metrics",
    ],
    reqs: [
      "Clear spoken and written English; Hindi or a regional language is a plus",
      "Comfort with Zoom, Google Meet and learning-management tools",
      "Patience and empathy when dealing with students and parents",
    ],
    perks: [
      "Free access to all courses on the platform for you and your family",
      "Monthly incentives linked to enrolment and renewal targets",
      "Laptop and internet allowance for remote days",
    ],
    roles: [
      [
        "Academic Counsellor",
        "j",
        1,
        ["Inside Sales", "Counselling", "CRM", "Lead Conversion", "Cold Calling", "Hindi", "English Communication"],
        [
          "Counsel parents and students on course options, fees and batch timings over phone and video calls",
          "Convert inbound and marketing-qualified leads into paid enrolments against a monthly target",
          "Keep lead status, follow-ups and payment links updated in the CRM",
        ],
        { k: "sales" },
      ],
      [
        "Business Development Associate",
        "f",
        1,
        ["Cold Calling", "Sales Pitching", "Negotiation", "LeadSquared", "Objection Handling", "Target Orientation"],
        [
          "Run one-on-one demo sessions over video call and handle objections around pricing and outcomes",
          "Make 100+ outbound calls a day to leads generated from webinars and ads",
          "Coordinate with the finance team on EMI and education-loan options for learners",
        ],
        { k: "sales" },
      ],
      [
        "Subject Matter Expert – Mathematics",
        "m",
        2,
        ["Mathematics", "CBSE Curriculum", "Content Development", "Question Bank Creation", "LaTeX", "MS Word"],
        [
          "Create and review solutions, worksheets and concept videos for Classes 9 to 12",
          "Build chapter-wise question banks mapped to the CBSE and JEE Main syllabus",
          "Resolve student doubts raised on the app within the agreed turnaround time",
        ],
        { q: "M.Sc or B.Sc in Mathematics; B.Ed. is an advantage" },
      ],
      [
        "Instructional Designer",
        "m",
        2,
        ["Instructional Design", "Storyboarding", "Articulate Storyline", "ADDIE", "Bloom's Taxonomy", "SCORM"],
        [
          "Convert subject-matter inputs into storyboards, scripts and assessments for online courses",
          "Apply adult-learning principles to design modules for working professionals",
          "Work with video editors and animators to deliver courses on schedule",
        ],
      ],
      [
        "Online Tutor – Physics",
        "j",
        2,
        ["Physics", "NEET", "JEE Main", "Online Teaching", "Doubt Solving", "Zoom"],
        [
          "Take live interactive classes for batches of 30 to 60 students",
          "Prepare lesson plans, quizzes and weekly tests aligned with the batch schedule",
          "Track student performance and share feedback with parents every month",
        ],
        { q: "M.Sc or B.Tech with strong command of Physics" },
      ],
      [
        "Product Manager – Learning Experience",
        "s",
        2,
        ["Product Management", "User Research", "Jira", "Mixpanel", "A/B Testing", "Roadmapping"],
        [
          "Own the roadmap for the live-class and homework experience on the app",
          "Define engagement and course-completion metrics and run experiments to improve them",
          "Write clear PRDs and work daily with engineering, design and academic teams",
        ],
        { q: "B.Tech or MBA from a reputed institute" },
      ],
      [
        "Student Success Manager",
        "m",
        1,
        ["Student Engagement", "Retention", "Escalation Handling", "Freshdesk", "MS Excel", "Communication"],
        [
          "Own the renewals and retention of a portfolio of enrolled learners",
          "Handle escalations on refunds, batch changes and technical issues",
          "Run monthly progress review calls with parents",
        ],
      ],
    ],
  },
  {
    name: "Sales & Marketing",
    code: "SAL",
    w: 7,
    kinds: "b",
    hot: ["Mumbai", "Delhi", "Bengaluru", "Kolkata", "Ahmedabad", "Lucknow"],
    phrase: "sales or marketing",
    site: ["office", "regional office", "branch"],
    q: "Graduate in any discipline; an MBA in Marketing is preferred for managerial roles",
    clients: [
      [
        "Brandvahan Marketing Solutions",
        "is a field marketing and brand-activation agency working with consumer brands across 200 towns",
      ],
      [
        "Prachar Fieldforce Services",
        "runs outsourced distributor and retail sales teams for FMCG, telecom and consumer-durable brands",
      ],
      [
        "Sankalp Digital Media",
        "is a performance-marketing agency managing paid media for D2C, education and real-estate brands",
      ],
      [
        "Tejaswi Brand Works",
        "is an integrated creative and digital agency with clients in retail, BFSI and healthcare",
      ],
    ],
    resps: [
      "Share weekly market intelligence on competitor activity, pricing and schemes",
      "Maintain accurate records of leads, visits and conversions in the CRM",
      "Coordinate with the operations team to ensure on-time execution for clients",
    ],
    reqs: [
      "Strong communication skills in English and the local language",
      "Target-driven attitude and comfort with daily reporting",
      "Working knowledge of MS Excel and PowerPoint",
    ],
    perks: [
      "Uncapped monthly incentives on top of fixed salary",
      "Travel and mobile reimbursement",
      "Fast-track promotions based on performance",
    ],
    roles: [
      [
        "Field Sales Executive",
        "f",
        0,
        ["Field Sales", "Lead Generation", "Negotiation", "Local Language", "Two-Wheeler Driving", "Customer Handling"],
        [
          "Visit shops, offices and housing societies in the assigned beat to generate leads",
          "Achieve daily visit targets and monthly sales targets",
          "Report daily activity on the field-force app with geo-tagged visits",
        ],
        { k: "sales", q: "12th pass or graduate in any discipline" },
      ],
      [
        "Digital Marketing Executive",
        "j",
        2,
        ["Google Ads", "Meta Ads", "SEO", "Google Analytics 4", "Canva", "Keyword Research", "Google Tag Manager"],
        [
          "Plan and run Google Search and Meta lead-generation campaigns for client brands",
          "Track CPL, CTR and ROAS daily and optimise bids, audiences and creatives",
          "Prepare weekly performance reports and insights for clients",
        ],
      ],
      [
        "Performance Marketing Manager",
        "s",
        2,
        [
          "Performance Marketing",
          "Google Ads",
          "Meta Ads Manager",
          "Attribution",
          "Budget Management",
          "Looker Studio",
        ],
        [
          "Own monthly paid-media budgets of ₹40 lakh and above across client accounts",
          "Set up conversion tracking and attribution with the analytics team",
          "Lead and coach a team of four to six campaign executives",
        ],
      ],
      [
        "Brand Manager",
        "s",
        1,
        ["Brand Strategy", "Consumer Insights", "ATL", "BTL", "Agency Management", "P&L Ownership"],
        [
          "Build the annual brand plan, media calendar and launch roadmap",
          "Brief creative and media agencies and review their work",
          "Track brand health and market share with research partners",
        ],
        { q: "MBA in Marketing from a reputed institute" },
      ],
      [
        "Social Media Executive",
        "j",
        2,
        ["Instagram", "LinkedIn", "Content Calendar", "Copywriting", "Canva", "Community Management"],
        [
          "Plan and publish the monthly content calendar across Instagram, LinkedIn and YouTube",
          "Write captions and short-form copy in line with each brand's voice",
          "Respond to comments and messages and escalate complaints quickly",
        ],
      ],
      [
        "Area Sales Manager",
        "m",
        0,
        ["Channel Sales", "Distributor Management", "Team Handling", "Secondary Sales", "MIS Reporting", "Negotiation"],
        [
          "Drive primary and secondary sales through distributors in the assigned area",
          "Recruit, train and manage a team of sales officers and promoters",
          "Review distributor ROI, stock norms and outstanding payments every month",
        ],
        { k: "sales" },
      ],
      [
        "Tele Sales Executive",
        "f",
        0,
        ["Telecalling", "Hindi", "CRM", "Objection Handling", "Lead Follow-up"],
        [
          "Call warm leads and explain product features, pricing and offers",
          "Follow up on pending leads and close sales over the phone",
          "Log every call outcome in the CRM",
        ],
        { k: "sales", q: "12th pass or graduate in any discipline" },
      ],
      [
        "Marketing Manager – B2B",
        "s",
        2,
        ["Demand Generation", "HubSpot", "Content Marketing", "Events", "Account-Based Marketing", "LinkedIn Ads"],
        [
          "Build and run the demand-generation plan for B2B clients",
          "Manage events, webinars and account-based campaigns",
          "Report pipeline contribution and cost per opportunity to leadership",
        ],
      ],
    ],
  },
  {
    name: "Engineering",
    code: "ENG",
    w: 5,
    kinds: "fb",
    hot: ["Pune", "Mumbai", "Vadodara", "Chennai", "Ahmedabad", "Nagpur"],
    phrase: "engineering design, fabrication or EPC projects",
    site: ["design office", "works", "project office"],
    q: "B.E./B.Tech or Diploma in Mechanical, Electrical, Civil or Chemical Engineering",
    clients: [
      [
        "Trimurti Engineering Works",
        "fabricates pressure vessels, columns and heat exchangers for the chemical and pharma industries",
      ],
      [
        "Aakar Structural Consultants",
        "is a structural design and project-management consultancy for commercial and industrial buildings",
      ],
      ["Vegavati Process Engineers", "is an EPC company delivering water, wastewater and effluent treatment plants"],
      [
        "Urja Electricals and Controls",
        "is a panel builder and electrical contractor for factories, hospitals and data centres",
      ],
    ],
    resps: [
      "Follow company QHSE procedures and maintain complete project documentation",
      "Coordinate with clients, consultants and third-party inspectors during design reviews",
      "Support the estimation and proposal teams with technical inputs",
    ],
    reqs: [
      "Good knowledge of the relevant IS, ASME or IEC codes and standards",
      "Willingness to travel to client sites across India",
      "Working knowledge of MS Office and basic project-planning tools",
    ],
    perks: [
      "Site allowance and travel reimbursement",
      "Group medical insurance and personal accident cover",
      "Exposure to large projects for domestic and export clients",
    ],
    roles: [
      [
        "Design Engineer – Mechanical",
        "m",
        1,
        ["AutoCAD", "SolidWorks", "GD&T", "ASME Section VIII", "BOM Preparation", "PV Elite"],
        [
          "Prepare general-arrangement and fabrication drawings for pressure vessels and heat exchangers",
          "Perform design calculations as per ASME Section VIII and client specifications",
          "Prepare bills of material and support procurement with technical clarifications",
        ],
      ],
      [
        "Project Engineer",
        "m",
        0,
        ["Project Execution", "Site Coordination", "MS Project", "Vendor Management", "Commissioning", "Documentation"],
        [
          "Plan and track project execution from kick-off to commissioning",
          "Coordinate with vendors and subcontractors on delivery schedules and quality",
          "Prepare weekly progress reports and raise risks early",
        ],
      ],
      [
        "Electrical Design Engineer",
        "m",
        1,
        ["ETAP", "AutoCAD Electrical", "Load Calculation", "Cable Sizing", "LT Panels", "Earthing Design"],
        [
          "Prepare single-line diagrams, load lists and cable schedules for industrial projects",
          "Carry out short-circuit and load-flow studies in ETAP",
          "Review vendor drawings for LT panels, transformers and DG sets",
        ],
      ],
      [
        "Piping Engineer",
        "s",
        1,
        ["Piping Layout", "AutoCAD Plant 3D", "Caesar II", "Isometrics", "ASME B31.3", "Material Take-Off"],
        [
          "Lead piping layout and stress analysis for process and utility systems",
          "Review isometrics, supports and material take-offs prepared by designers",
          "Resolve piping clashes with the civil and equipment teams",
        ],
      ],
      [
        "Structural Engineer",
        "m",
        1,
        ["STAAD.Pro", "ETABS", "IS 456", "IS 800", "Tekla", "RCC Design"],
        [
          "Analyse and design RCC and steel structures using STAAD.Pro and ETABS",
          "Prepare design basis reports and check drawings against IS codes",
          "Visit sites to resolve execution queries and review as-built conditions",
        ],
        { q: "B.E./M.Tech in Civil or Structural Engineering" },
      ],
      [
        "Graduate Engineer Trainee",
        "f",
        0,
        ["AutoCAD", "MS Excel", "Engineering Drawing", "Technical Documentation", "Willingness to Learn"],
        [
          "Learn design, production and quality processes through a structured rotation",
          "Assist senior engineers in preparing drawings, calculations and reports",
          "Complete assigned improvement projects during the training period",
        ],
        { q: "B.E./B.Tech in Mechanical, Electrical or Chemical Engineering (2025 or 2026 pass-outs)" },
      ],
      [
        "Estimation Engineer",
        "m",
        1,
        ["Costing", "Tendering", "BOQ Preparation", "MS Excel", "Vendor Quotations", "Technical Bid Evaluation"],
        [
          "Prepare cost estimates and technical offers for enquiries from EPC clients",
          "Float enquiries to vendors and compare quotations",
          "Maintain a database of material rates and past bids",
        ],
      ],
      [
        "Commissioning Engineer",
        "j",
        0,
        ["PLC", "SCADA", "Commissioning", "Troubleshooting", "Instrumentation", "Loop Checking"],
        [
          "Carry out pre-commissioning checks, loop testing and commissioning at client sites",
          "Troubleshoot PLC, SCADA and field instrumentation issues",
          "Train client operators and hand over complete commissioning dossiers",
        ],
      ],
      [
        "Head – Projects",
        "l",
        0,
        ["Project Management", "EPC", "Contract Management", "Client Management", "Team Leadership", "Cost Control"],
        [
          "Lead the delivery of all EPC projects within budget, schedule and quality targets",
          "Manage key client relationships and contract negotiations",
          "Build and mentor a team of project managers and site engineers",
        ],
      ],
    ],
  },
  {
    name: "Health care",
    code: "HC",
    w: 6,
    kinds: "b",
    hot: ["Delhi", "Hyderabad", "Chennai", "Kochi", "Kolkata", "Lucknow"],
    phrase: "a hospital or healthcare setting",
    site: ["hospital", "centre", "unit"],
    q: "Relevant registered qualification (GNM, B.Sc Nursing, MBBS, DMLT, BPT or equivalent)",
    clients: [
      ["Sanjeevani Multispeciality Hospitals", "is a multispeciality hospital group with 350 beds across four cities"],
      ["Arogyam Diagnostics", "runs a chain of NABL-accredited pathology labs and imaging centres"],
      ["Nirmaya Home Healthcare", "provides nursing, physiotherapy and elder care to patients in their homes"],
      [
        "Swasthya Family Clinics",
        "operates a network of neighbourhood clinics offering primary care and day-care procedures",
      ],
    ],
    resps: [
      "Follow NABH protocols for infection control, patient safety and documentation",
      "Maintain accurate records in the hospital information system",
      "Participate in clinical audits, mock drills and in-service training",
    ],
    reqs: [
      "Valid registration with the respective state council where applicable",
      "Willingness to work in rotational shifts including nights",
      "Compassionate approach towards patients and their families",
    ],
    perks: [
      "Free medical treatment for self and dependants at group hospitals",
      "Subsidised meals and accommodation for shift staff",
      "Sponsored CME and certification programmes",
    ],
    roles: [
      [
        "Staff Nurse",
        "j",
        0,
        [
          "Patient Care",
          "IV Cannulation",
          "BLS",
          "Medication Administration",
          "Vital Signs Monitoring",
          "Nursing Documentation",
        ],
        [
          "Provide direct nursing care to patients in the ward as per the care plan",
          "Administer medicines and IV fluids as prescribed and monitor vital signs",
          "Hand over patient status accurately at every shift change",
        ],
        { q: "GNM or B.Sc Nursing with valid nursing council registration" },
      ],
      [
        "ICU Staff Nurse",
        "m",
        0,
        [
          "Critical Care",
          "Ventilator Management",
          "ACLS",
          "Central Line Care",
          "ABG Interpretation",
          "Infection Control",
        ],
        [
          "Care for critically ill patients in the medical and surgical ICU",
          "Manage ventilated patients, infusions and invasive lines safely",
          "Respond to code-blue situations and support resuscitation",
        ],
        { q: "B.Sc Nursing with valid nursing council registration; ACLS certification preferred" },
      ],
      [
        "Medical Officer",
        "j",
        0,
        ["Emergency Care", "Patient Assessment", "Ward Rounds", "Clinical Documentation", "BLS", "Triage"],
        [
          "Assess and manage patients in the emergency department and wards",
          "Assist consultants during rounds and follow up on investigation reports",
          "Maintain clear clinical notes and discharge summaries",
        ],
        { q: "MBBS with valid NMC or state medical council registration" },
      ],
      [
        "Lab Technician",
        "j",
        0,
        ["Sample Collection", "Haematology", "Biochemistry", "LIS", "Quality Control", "Phlebotomy"],
        [
          "Collect, label and process blood and other samples as per SOPs",
          "Run tests on haematology and biochemistry analysers and validate results",
          "Perform daily calibration, QC runs and equipment maintenance",
        ],
        { q: "DMLT or B.Sc MLT" },
      ],
      [
        "Front Office Executive – Hospital",
        "f",
        0,
        ["Patient Registration", "Billing", "HIS", "Appointment Scheduling", "Communication Skills"],
        [
          "Register patients, schedule appointments and guide them through the visit",
          "Generate OPD bills and collect payments accurately",
          "Handle patient queries and complaints courteously",
        ],
        { q: "Graduate in any discipline" },
      ],
      [
        "Physiotherapist",
        "j",
        0,
        ["Orthopaedic Rehabilitation", "Electrotherapy", "Exercise Therapy", "Post-operative Care", "Home Visits"],
        [
          "Assess patients and design individual physiotherapy plans",
          "Treat orthopaedic, neurological and post-surgical cases in the clinic and at home",
          "Track patient progress and update treatment notes after every session",
        ],
        { q: "BPT or MPT" },
      ],
      [
        "Radiology Technician",
        "j",
        0,
        ["X-Ray", "CT Scan", "MRI", "Radiation Safety", "PACS", "Patient Positioning"],
        [
          "Perform X-ray and CT scans as per the radiologist's protocol",
          "Ensure radiation-safety norms and AERB guidelines are followed",
          "Upload images to PACS and maintain the modality log",
        ],
        { q: "Diploma or B.Sc in Radiology and Imaging Technology" },
      ],
      [
        "Hospital Operations Manager",
        "s",
        0,
        ["Hospital Operations", "NABH", "Bed Management", "Cost Control", "Team Leadership", "Patient Experience"],
        [
          "Run day-to-day operations of the hospital including admissions, billing and housekeeping",
          "Track occupancy, turnaround times and patient-satisfaction scores",
          "Lead NABH readiness and internal quality audits",
        ],
        { q: "MBA or MHA in Hospital Administration" },
      ],
    ],
  },
  {
    name: "IT & ITES",
    code: "IT",
    w: 16,
    kinds: "i",
    hot: ["Bengaluru", "Hyderabad", "Pune", "Chennai", "Noida", "Gurugram"],
    phrase: "software development or IT services",
    site: ["development centre", "office", "technology centre"],
    q: "B.E./B.Tech, MCA or an equivalent degree in Computer Science or a related field",
    clients: [
      [
        "Neelgagan Software Labs",
        "is a product-engineering services firm building SaaS platforms for clients in the US and Europe",
      ],
      ["Quantiva Infotech", "is a data and analytics consultancy working with retail, BFSI and healthcare clients"],
      ["Tarangini Cloud Systems", "is a cloud and DevOps managed-services provider"],
      ["Indigrid Technologies", "is a Series B SaaS company building procurement software for mid-size manufacturers"],
      [
        "Saptarishi Digital Services",
        "provides application development and support services to enterprises in India and the Middle East",
      ],
    ],
    resps: [
      "Participate in sprint planning, stand-ups and retrospectives",
      "Write clear technical documentation and review pull requests from peers",
      "Work with QA and DevOps to ship reliable releases",
    ],
    reqs: [
      "Good understanding of software engineering fundamentals and version control with Git",
      "Ability to communicate clearly with distributed teams and clients",
      "Experience working in an Agile or Scrum environment",
    ],
    perks: [
      "Flexible working hours",
      "Annual learning budget for certifications and courses",
      "Comprehensive health insurance including parents",
    ],
    roles: [
      [
        "Java Developer",
        "m",
        2,
        ["Java", "Spring Boot", "Microservices", "REST APIs", "Hibernate", "MySQL", "Kafka", "JUnit"],
        [
          "Design and build Spring Boot microservices and REST APIs for client platforms",
          "Write unit and integration tests and keep code coverage above agreed levels",
          "Troubleshoot production issues and improve service performance",
        ],
      ],
      [
        "Senior Full Stack Developer",
        "s",
        2,
        ["React", "Node.js", "TypeScript", "PostgreSQL", "AWS", "Docker", "GraphQL"],
        [
          "Own features end to end across React front ends and Node.js services",
          "Design database schemas and APIs that scale with product growth",
          "Mentor junior developers and lead code reviews",
        ],
      ],
      [
        "Frontend Developer – React",
        "j",
        2,
        ["React", "JavaScript", "TypeScript", "HTML5", "CSS3", "Redux", "Jest"],
        [
          "Build responsive, accessible user interfaces in React and TypeScript",
          "Convert Figma designs into reusable components",
          "Improve page performance and Core Web Vitals",
        ],
      ],
      [
        "Python Developer",
        "m",
        2,
        ["Python", "Django", "FastAPI", "PostgreSQL", "Celery", "Redis", "Docker"],
        [
          "Develop backend services and APIs in Python using Django and FastAPI",
          "Build background jobs and integrations with third-party systems",
          "Optimise queries and caching for high-traffic endpoints",
        ],
      ],
      [
        "DevOps Engineer",
        "m",
        2,
        ["AWS", "Terraform", "Kubernetes", "Jenkins", "Docker", "Linux", "Prometheus", "Grafana"],
        [
          "Build and maintain CI/CD pipelines for multiple product teams",
          "Manage AWS infrastructure as code with Terraform",
          "Set up monitoring, alerting and on-call runbooks",
        ],
      ],
      [
        "Data Analyst",
        "j",
        2,
        ["SQL", "Python", "Power BI", "MS Excel", "Statistics", "Data Visualisation"],
        [
          "Analyse business data and build dashboards in Power BI",
          "Write SQL queries to answer ad-hoc questions from business teams",
          "Present insights and recommendations to stakeholders",
        ],
      ],
      [
        "Data Engineer",
        "m",
        2,
        ["PySpark", "Apache Airflow", "Snowflake", "SQL", "AWS Glue", "dbt", "Python"],
        [
          "Build and maintain batch and streaming data pipelines",
          "Model data in Snowflake for analytics and reporting use cases",
          "Monitor data quality and fix pipeline failures quickly",
        ],
      ],
      [
        "QA Automation Engineer",
        "m",
        2,
        ["Selenium", "Java", "TestNG", "Rest Assured", "Jenkins", "Postman", "Cucumber"],
        [
          "Design and maintain automation frameworks for web and API testing",
          "Integrate automated suites into CI pipelines",
          "Log, track and verify defects with developers",
        ],
      ],
      [
        "Android Developer",
        "m",
        2,
        ["Kotlin", "Jetpack Compose", "MVVM", "Retrofit", "Room", "Firebase", "Coroutines"],
        [
          "Build and ship features for Android apps used by millions of customers",
          "Write clean, testable Kotlin code using modern Jetpack libraries",
          "Monitor crash rates and app performance and fix issues",
        ],
      ],
      [
        "Technical Support Engineer",
        "f",
        1,
        ["Windows", "Active Directory", "Networking Basics", "ITIL", "ServiceNow", "Office 365"],
        [
          "Resolve L1 and L2 tickets for desktops, laptops, email and network access",
          "Set up and configure laptops and user accounts for new joiners",
          "Document fixes in the knowledge base and meet ticket SLAs",
        ],
        { q: "B.Sc, BCA, B.E. or Diploma in IT or Computer Science" },
      ],
      [
        "Engineering Manager",
        "l",
        1,
        ["People Management", "System Design", "Agile", "Java", "Cloud Architecture", "Stakeholder Management"],
        [
          "Lead two or three engineering squads delivering the product roadmap",
          "Hire, coach and grow engineers and tech leads",
          "Drive architecture decisions, delivery predictability and engineering quality",
        ],
      ],
      [
        "SAP FICO Consultant",
        "s",
        2,
        ["SAP FICO", "S/4HANA", "General Ledger", "Accounts Payable", "Asset Accounting", "Cost Center Accounting"],
        [
          "Configure and support SAP FICO modules for implementation and support projects",
          "Gather requirements from finance users and write functional specifications",
          "Support month-end closing, integration testing and cut-over activities",
        ],
        { q: "CA, MBA Finance or B.Com with SAP FICO certification" },
      ],
      [
        "Salesforce Developer",
        "m",
        2,
        ["Apex", "Lightning Web Components", "SOQL", "Salesforce Administration", "REST Integration", "Sales Cloud"],
        [
          "Build Apex classes, triggers and Lightning Web Components",
          "Integrate Salesforce with ERP and marketing systems using REST APIs",
          "Follow Salesforce best practices for security and governor limits",
        ],
      ],
    ],
  },
  {
    name: "Manufacturing",
    code: "MFG",
    w: 6,
    kinds: "f",
    hot: ["Pune", "Chennai", "Ahmedabad", "Vadodara", "Nashik", "Coimbatore", "Ludhiana", "Surat", "Indore"],
    phrase: "a manufacturing or production environment",
    site: ["plant", "manufacturing unit", "factory"],
    q: "Diploma or B.E. in Mechanical, Production or Electrical Engineering",
    clients: [
      [
        "Sahyadri Precision Components",
        "is a tier-1 supplier of machined components for the automobile and tractor industry",
      ],
      ["Kaveri Polymers Ltd", "manufactures injection-moulded plastic parts and rigid packaging for consumer brands"],
      [
        "Dhruva Castings Pvt Ltd",
        "is a foundry supplying ductile-iron and grey-iron castings to OEMs in India and Europe",
      ],
      ["Vishwakarma Steel Fabricators", "makes pre-engineered steel buildings and heavy structural fabrication"],
    ],
    resps: [
      "Follow safety, 5S and ISO procedures on the shop floor",
      "Support internal and customer audits with the required records",
      "Take part in daily production review meetings and improvement projects",
    ],
    reqs: [
      "Willingness to work in rotational shifts",
      "Basic computer knowledge; SAP or ERP exposure is a plus",
      "Experience in an ISO 9001 or IATF 16949 certified plant",
    ],
    perks: [
      "Company transport from major pickup points",
      "Subsidised canteen and shift allowance",
      "Annual bonus as per company policy",
    ],
    roles: [
      [
        "Production Supervisor",
        "j",
        0,
        ["Shop Floor Management", "5S", "Kaizen", "Manpower Handling", "Production Planning", "OEE"],
        [
          "Supervise shift production and ensure daily output targets are met",
          "Allocate manpower and machines and track OEE for every line",
          "Report breakdowns and quality issues and follow up on corrective actions",
        ],
      ],
      [
        "Quality Engineer",
        "m",
        0,
        ["PPAP", "APQP", "SPC", "MSA", "8D", "IATF 16949", "CMM"],
        [
          "Handle customer complaints and drive 8D root-cause analysis",
          "Prepare PPAP documentation for new and modified parts",
          "Run SPC and MSA studies and monitor process capability",
        ],
      ],
      [
        "Maintenance Engineer – Mechanical",
        "m",
        0,
        ["Preventive Maintenance", "Hydraulics", "Pneumatics", "TPM", "CNC Machines", "Breakdown Analysis"],
        [
          "Plan and execute preventive maintenance for CNC, press and hydraulic machines",
          "Reduce breakdown time through root-cause analysis and TPM practices",
          "Maintain spare-parts inventory and maintenance records",
        ],
      ],
      [
        "Maintenance Engineer – Electrical",
        "m",
        0,
        ["PLC", "VFD", "Motor Control", "Electrical Maintenance", "HT/LT Systems", "Breakdown Analysis"],
        [
          "Maintain HT and LT electrical systems, panels, motors and drives",
          "Troubleshoot PLC and VFD faults on production lines",
          "Track power consumption and drive energy-saving projects",
        ],
        { q: "Diploma or B.E. in Electrical Engineering" },
      ],
      [
        "CNC Operator",
        "f",
        0,
        ["CNC Turning", "VMC Operation", "Fanuc Control", "Measuring Instruments", "Drawing Reading"],
        [
          "Set up and operate CNC turning and VMC machines as per the job card",
          "Inspect parts with vernier, micrometer and gauges",
          "Maintain machine cleanliness and record production in the shift log",
        ],
        { q: "ITI in Turner, Fitter or Machinist" },
      ],
      [
        "Plant Head",
        "l",
        0,
        ["Plant Operations", "P&L Management", "Lean Manufacturing", "EHS", "Team Leadership", "Customer Management"],
        [
          "Lead all plant operations including production, quality, maintenance and stores",
          "Deliver targets for cost, quality, delivery and safety",
          "Drive lean manufacturing and capacity-expansion projects",
        ],
      ],
      [
        "Production Planning and Control Executive",
        "j",
        0,
        ["PPC", "SAP PP", "MRP", "Inventory Management", "MS Excel", "Capacity Planning"],
        [
          "Prepare daily and monthly production plans based on customer schedules",
          "Run MRP and coordinate with purchase for material availability",
          "Track plan-versus-actual and highlight shortfalls",
        ],
      ],
      [
        "EHS Officer",
        "m",
        0,
        ["EHS", "ISO 45001", "Safety Audits", "Permit to Work", "Factories Act", "Incident Investigation"],
        [
          "Implement the plant's environment, health and safety management system",
          "Conduct safety trainings, audits and mock drills",
          "Investigate incidents and near misses and track corrective actions",
        ],
        { q: "B.E. or B.Sc with an advanced diploma in industrial safety" },
      ],
      [
        "Stores Executive",
        "j",
        0,
        ["Inventory Management", "SAP MM", "GRN", "FIFO", "Tally", "Stock Audits"],
        [
          "Receive materials, prepare GRNs and issue materials to production",
          "Maintain stock accuracy through cycle counts and FIFO",
          "Coordinate with purchase and quality for rejected material",
        ],
        { q: "Graduate in Commerce or any discipline" },
      ],
    ],
  },
  {
    name: "Telecom/ISP",
    code: "TEL",
    w: 3,
    kinds: "ib",
    hot: ["Mumbai", "Delhi", "Hyderabad", "Kolkata", "Guwahati", "Bhubaneswar"],
    phrase: "telecom, broadband or ISP operations",
    site: ["office", "zonal office", "network operations centre"],
    q: "B.E./B.Tech or Diploma in Electronics, Telecommunication or Computer Science",
    clients: [
      [
        "Setu Fibernet Pvt Ltd",
        "is a regional fibre-to-the-home broadband provider with more than four lakh subscribers",
      ],
      ["Spandan Networks", "is an enterprise ISP providing internet leased lines and SD-WAN to businesses"],
      ["Meghdoot Telecom Infra", "builds and maintains tower and fibre infrastructure for mobile operators"],
    ],
    resps: [
      "Adhere to SLA and TAT commitments for customer and enterprise tickets",
      "Update network inventory and ticket records accurately",
      "Coordinate with field teams and vendors for fault resolution",
    ],
    reqs: [
      "Willingness to work in 24x7 rotational shifts where required",
      "Good understanding of IP networking basics",
      "Ability to travel within the circle as needed",
    ],
    perks: [
      "Free broadband connection at home",
      "Shift and on-call allowances",
      "Sponsored certifications such as CCNA and JNCIA",
    ],
    roles: [
      [
        "Network Engineer",
        "m",
        1,
        ["CCNA", "BGP", "OSPF", "MPLS", "Juniper", "Cisco Routers", "Troubleshooting"],
        [
          "Configure and troubleshoot core and aggregation routers and switches",
          "Manage BGP peering with upstream providers and enterprise customers",
          "Plan capacity upgrades and execute planned maintenance windows",
        ],
      ],
      [
        "NOC Engineer",
        "j",
        0,
        [
          "Network Monitoring",
          "Ticketing",
          "Routing and Switching",
          "PRTG",
          "Incident Management",
          "Escalation Handling",
        ],
        [
          "Monitor the network 24x7 and respond to alarms and outages",
          "Log, track and escalate incidents as per the escalation matrix",
          "Coordinate with field engineers to restore services within SLA",
        ],
      ],
      [
        "FTTH Field Technician",
        "f",
        0,
        ["Fibre Splicing", "OTDR", "ONT Installation", "Customer Handling", "Wi-Fi Setup"],
        [
          "Install FTTH connections at customer premises and configure ONT and Wi-Fi routers",
          "Splice fibre and test links using a power meter and OTDR",
          "Resolve service complaints within the committed time",
        ],
        { q: "ITI or Diploma in Electronics or Electrical" },
      ],
      [
        "RF Engineer",
        "m",
        0,
        ["RF Planning", "Drive Testing", "TEMS", "LTE", "5G NR", "KPI Optimisation"],
        [
          "Plan and optimise RF coverage for LTE and 5G sites",
          "Analyse drive-test logs and network KPIs to fix coverage and quality issues",
          "Support new site integration and acceptance",
        ],
      ],
      [
        "Broadband Sales Executive",
        "f",
        0,
        ["Field Sales", "Broadband Plans", "Lead Generation", "Customer Handling", "Local Language"],
        [
          "Acquire new home-broadband customers in the assigned area",
          "Run society activations and door-to-door campaigns",
          "Ensure KYC and installation handover for every new connection",
        ],
        { k: "sales", q: "12th pass or graduate in any discipline" },
      ],
      [
        "Enterprise Sales Manager – ISP",
        "s",
        1,
        ["Internet Leased Lines", "SD-WAN", "B2B Sales", "Solution Selling", "Key Account Management", "Negotiation"],
        [
          "Sell leased lines, SD-WAN and managed services to enterprise customers",
          "Build a pipeline through references, channel partners and cold outreach",
          "Negotiate commercial terms and SLAs with customers",
        ],
        { k: "sales" },
      ],
      [
        "Fibre Network Planning Engineer",
        "m",
        1,
        ["GIS", "AutoCAD", "OSP Planning", "Route Survey", "FTTH Design", "BOQ Preparation"],
        [
          "Design FTTH and backbone fibre routes using GIS tools",
          "Conduct route surveys and prepare BOQs for rollout",
          "Work with the rollout team to track build progress",
        ],
      ],
      [
        "Telecom Project Manager",
        "s",
        0,
        [
          "Network Rollout",
          "Vendor Management",
          "Project Planning",
          "Right of Way",
          "Budget Tracking",
          "Stakeholder Management",
        ],
        [
          "Manage fibre and tower rollout projects across the circle",
          "Track vendors, permissions and budgets against the plan",
          "Report progress and risks to the circle head every week",
        ],
      ],
    ],
  },
  {
    name: "FMCG",
    code: "FMCG",
    w: 5,
    kinds: "b",
    hot: ["Mumbai", "Delhi", "Kolkata", "Lucknow", "Patna", "Jaipur", "Indore"],
    phrase: "FMCG sales or operations",
    site: ["regional office", "depot", "branch"],
    q: "Graduate in any discipline; an MBA is preferred for managerial roles",
    clients: [
      [
        "Madhuram Foods Pvt Ltd",
        "makes packaged snacks and beverages sold through a distribution network across 14 states",
      ],
      [
        "Nirmalya Home Care",
        "manufactures detergents, dishwash and surface cleaners sold through general and modern trade",
      ],
      ["Sugandh Personal Care", "is a personal-care company known for its hair oils, soaps and talc"],
      ["Rasoi Rang Spices", "is a packaged spices and ready-to-cook brand with a strong presence in North India"],
    ],
    resps: [
      "Ensure availability and visibility of focus SKUs in the assigned market",
      "Track distributor stock, claims and secondary sales daily",
      "Execute trade schemes and new product launches on time",
    ],
    reqs: [
      "Experience in general trade or modern trade with an FMCG company",
      "Knowledge of the local market and language",
      "Own two-wheeler with a valid licence for field roles",
    ],
    perks: [
      "Fixed salary plus monthly and quarterly incentives",
      "Daily allowance and fuel reimbursement",
      "Mediclaim and accident cover",
    ],
    roles: [
      [
        "Sales Officer",
        "j",
        0,
        ["General Trade", "Distributor Management", "Beat Planning", "Secondary Sales", "Merchandising", "DMS"],
        [
          "Drive secondary sales and outlet coverage through the assigned distributors",
          "Plan beats for salesmen and ensure productive calls in every outlet",
          "Collect market feedback and monitor competitor activity",
        ],
        { k: "sales" },
      ],
      [
        "Area Sales Manager",
        "m",
        0,
        ["Channel Sales", "Distributor Appointment", "Team Management", "Primary Sales", "Trade Schemes", "MIS"],
        [
          "Deliver primary and secondary sales targets for the area",
          "Appoint and manage distributors and super-stockists",
          "Lead a team of sales officers and field salesmen",
        ],
        { k: "sales" },
      ],
      [
        "Territory Sales In-charge",
        "f",
        0,
        ["Retail Sales", "Outlet Expansion", "Order Booking", "Merchandising", "Local Language"],
        [
          "Book orders from retailers on the assigned beat using the sales app",
          "Add new outlets and improve range selling in existing ones",
          "Ensure display and merchandising as per the planogram",
        ],
        { k: "sales" },
      ],
      [
        "Key Account Manager – Modern Trade",
        "s",
        1,
        [
          "Modern Trade",
          "Key Account Management",
          "Category Management",
          "Negotiation",
          "Promotions Planning",
          "Trade Terms",
        ],
        [
          "Manage relationships with national and regional modern-trade chains",
          "Negotiate trade terms, listings and promotion calendars",
          "Track sell-through, fill rates and store-level execution",
        ],
        { k: "sales" },
      ],
      [
        "Trade Marketing Executive",
        "j",
        1,
        ["Trade Marketing", "POSM", "Visibility Campaigns", "Vendor Coordination", "MS Excel"],
        [
          "Plan and execute visibility and POSM deployment in key outlets",
          "Coordinate with vendors for printing, fabrication and installation",
          "Measure the impact of trade programmes on sales",
        ],
      ],
      [
        "Supply Chain Planner",
        "m",
        1,
        ["Demand Planning", "S&OP", "SAP", "MS Excel", "Inventory Optimisation", "Forecasting"],
        [
          "Prepare monthly demand and supply plans for the region",
          "Balance inventory across depots and reduce stock-outs and expiries",
          "Run the S&OP review with sales and manufacturing",
        ],
      ],
      [
        "Quality Executive – Food",
        "j",
        0,
        ["FSSAI", "HACCP", "GMP", "Food Safety", "Lab Testing", "ISO 22000"],
        [
          "Inspect incoming materials, in-process samples and finished goods",
          "Maintain HACCP and FSSAI documentation and records",
          "Support third-party audits and customer visits",
        ],
        { q: "B.Sc or M.Sc in Food Technology, Microbiology or Chemistry" },
      ],
      [
        "Regional Sales Manager",
        "l",
        0,
        ["Sales Leadership", "Channel Strategy", "P&L", "Team Building", "Distribution Expansion", "Forecasting"],
        [
          "Lead sales for the region across general trade, modern trade and wholesale",
          "Build and coach a team of area sales managers",
          "Own regional volume, value and distribution targets",
        ],
        { k: "sales" },
      ],
    ],
  },
  {
    name: "Fintech",
    code: "FIN",
    w: 5,
    kinds: "i",
    hot: ["Bengaluru", "Mumbai", "Gurugram", "Pune", "Noida"],
    phrase: "fintech, payments or digital lending",
    site: ["office", "headquarters"],
    q: "Graduate or postgraduate degree in Engineering, Finance, Statistics or a related field",
    clients: [
      ["PaisaSetu Technologies", "offers UPI, payment-gateway and payout APIs to online businesses"],
      ["Kosh Fintech", "is a digital lending platform providing small-ticket loans to salaried customers and MSMEs"],
      ["Trustline Payments", "is a B2B payments and expense-management startup"],
      ["Bachat Wealthtech", "runs an investment app for mutual funds, fixed deposits and digital gold"],
    ],
    resps: [
      "Follow RBI and internal data-security guidelines in day-to-day work",
      "Work with product, risk and compliance teams on new launches",
      "Track key metrics on dashboards and flag anomalies early",
    ],
    reqs: [
      "Understanding of UPI, cards, digital lending or payment-gateway flows",
      "Strong analytical and problem-solving skills",
      "Ability to work in a fast-moving startup environment",
    ],
    perks: ["ESOPs for eligible roles", "Health insurance with OPD cover", "Home-office setup allowance"],
    roles: [
      [
        "Backend Engineer – Payments",
        "m",
        2,
        ["Go", "Java", "Microservices", "PostgreSQL", "Kafka", "UPI", "Redis"],
        [
          "Build and scale payment, refund and settlement services",
          "Integrate with banks, UPI switches and card networks",
          "Ensure idempotency, reconciliation and high availability for every flow",
        ],
      ],
      [
        "Risk Analyst",
        "j",
        1,
        ["SQL", "Python", "Credit Risk", "Fraud Analytics", "MS Excel", "Tableau"],
        [
          "Monitor transaction and loan portfolios for fraud and credit risk",
          "Build rules and reports to detect suspicious patterns",
          "Analyse early-delinquency cohorts and recommend policy changes",
        ],
      ],
      [
        "Product Manager – Payments",
        "s",
        2,
        ["Product Management", "Payments", "UPI", "PRD Writing", "SQL", "Stakeholder Management"],
        [
          "Own the roadmap for merchant payments and checkout products",
          "Work with banks and partners to launch new payment methods",
          "Define success metrics and drive conversion improvements",
        ],
      ],
      [
        "Compliance Officer",
        "s",
        1,
        ["RBI Guidelines", "KYC", "AML", "PMLA", "Regulatory Reporting", "Audit"],
        [
          "Track RBI circulars and translate them into internal policies",
          "Oversee KYC, AML monitoring and suspicious-transaction reporting",
          "Manage regulatory inspections, audits and filings",
        ],
        { q: "CS, LLB, CA or MBA Finance" },
      ],
      [
        "Customer Support Executive – Chat",
        "f",
        2,
        ["Chat Support", "Freshdesk", "Written English", "UPI Disputes", "Typing Speed"],
        [
          "Resolve customer queries on payments, refunds and loans over chat and email",
          "Raise and track disputes with partner banks",
          "Maintain CSAT and first-response time targets",
        ],
        { q: "Graduate in any discipline" },
      ],
      [
        "Credit Underwriter",
        "m",
        1,
        ["Credit Appraisal", "Bureau Analysis", "Bank Statement Analysis", "Financial Analysis", "MSME Lending"],
        [
          "Underwrite MSME and personal-loan applications within policy",
          "Analyse bureau reports, bank statements and financials",
          "Recommend deviations with clear rationale",
        ],
        { q: "MBA Finance, CA Inter or graduate with underwriting experience" },
      ],
      [
        "Data Scientist – Credit Risk",
        "m",
        2,
        ["Python", "Machine Learning", "XGBoost", "SQL", "Scorecard Development", "Model Monitoring"],
        [
          "Build and monitor credit-scoring models for lending products",
          "Engineer features from bureau, bank-statement and app data",
          "Work with risk and product teams to deploy models in production",
        ],
      ],
      [
        "Merchant Onboarding Executive",
        "f",
        0,
        ["KYC Verification", "Documentation", "Field Sales", "Merchant Acquisition", "Communication"],
        [
          "Visit merchants to onboard them on QR, POS and payment-gateway products",
          "Collect and verify KYC documents and complete activation",
          "Train merchants on using the app and settlement reports",
        ],
        { k: "sales" },
      ],
    ],
  },
  {
    name: "BFSI/NBFC",
    code: "BFSI",
    w: 7,
    kinds: "b",
    hot: ["Mumbai", "Pune", "Ahmedabad", "Jaipur", "Lucknow", "Chennai", "Kolkata", "Bhopal"],
    phrase: "banking, NBFC or insurance",
    site: ["branch", "regional office", "zonal office"],
    q: "Graduate in Commerce, Finance or any discipline; MBA Finance preferred for managerial roles",
    clients: [
      ["Samruddhi Finance Ltd", "is an NBFC offering two-wheeler, gold and MSME loans through more than 300 branches"],
      ["Vishwas Housing Finance", "is an affordable-housing finance company focused on self-employed borrowers"],
      ["Suvidha Micro Credit", "is a microfinance institution serving women borrowers in rural and semi-urban India"],
      [
        "Dhanrekha Wealth and Insurance",
        "is an insurance and wealth-distribution firm serving retail and HNI customers",
      ],
    ],
    resps: [
      "Ensure KYC, documentation and compliance norms are followed for every file",
      "Maintain portfolio quality and keep delinquencies within targets",
      "Support branch audits and respond to audit observations on time",
    ],
    reqs: [
      "Experience in retail lending, collections or insurance sales",
      "Good knowledge of the local market and customer segments",
      "Own two-wheeler with a valid licence for field roles",
    ],
    perks: [
      "Attractive incentives paid monthly",
      "Group health and term insurance",
      "Clear career path from officer to branch manager",
    ],
    roles: [
      [
        "Relationship Manager – Home Loans",
        "j",
        0,
        ["Home Loans", "LAP", "Customer Acquisition", "DSA Management", "Credit Documentation", "Cross-selling"],
        [
          "Source home-loan and LAP customers through builders, DSAs and direct channels",
          "Guide customers through documentation and disbursement",
          "Cross-sell insurance to existing borrowers",
        ],
        { k: "sales" },
      ],
      [
        "Branch Manager",
        "s",
        0,
        [
          "Branch Operations",
          "Team Management",
          "Business Development",
          "Portfolio Management",
          "Compliance",
          "Collections",
        ],
        [
          "Run the branch's business, operations and collections",
          "Lead a team of relationship officers and credit staff",
          "Keep the branch audit-ready and compliant at all times",
        ],
      ],
      [
        "Collection Officer",
        "j",
        0,
        ["Collections", "Field Visits", "Negotiation", "Recovery", "Customer Handling", "Local Language"],
        [
          "Collect EMIs from delinquent customers in the assigned buckets",
          "Negotiate repayment plans and settlements within policy",
          "Update visit feedback and promises-to-pay in the collection app",
        ],
      ],
      [
        "Credit Manager",
        "m",
        0,
        ["Credit Appraisal", "Personal Discussion", "Income Assessment", "Risk Analysis", "LAP", "Policy Adherence"],
        [
          "Appraise loan applications through personal discussions and field visits",
          "Assess income of self-employed customers and recommend loan amounts",
          "Ensure credit policy compliance and keep early delinquency low",
        ],
        { q: "MBA Finance or CA with credit experience in an NBFC or bank" },
      ],
      [
        "Gold Loan Officer",
        "f",
        0,
        ["Gold Appraisal", "Customer Service", "Cash Handling", "Cross-selling", "KYC"],
        [
          "Appraise gold ornaments and process gold-loan applications at the branch",
          "Handle cash and ensure vault procedures are followed",
          "Build relationships with walk-in customers and drive renewals",
        ],
      ],
      [
        "Relationship Manager – Wealth",
        "m",
        1,
        ["Mutual Funds", "Wealth Management", "Financial Planning", "NISM Certification", "HNI Client Handling"],
        [
          "Manage and grow the investment portfolios of affluent and HNI clients",
          "Advise clients on mutual funds, bonds and insurance",
          "Acquire new clients through references and events",
        ],
        { k: "sales", q: "Graduate or MBA with NISM Series V-A certification" },
      ],
      [
        "Operations Executive – Loan Processing",
        "j",
        1,
        ["Loan Processing", "Disbursement", "LOS", "Document Verification", "MS Excel"],
        [
          "Process loan files from login to disbursement in the loan origination system",
          "Verify documents and resolve discrepancies with the sales team",
          "Maintain TAT and accuracy targets",
        ],
      ],
      [
        "Field Credit Officer – Microfinance",
        "f",
        0,
        ["Group Lending", "Customer Onboarding", "Centre Meetings", "Collections", "Local Language"],
        [
          "Form and train joint-liability groups of women borrowers",
          "Conduct centre meetings and collect weekly repayments",
          "Carry out house visits and credit checks for new members",
        ],
        { q: "12th pass or graduate; two-wheeler mandatory" },
      ],
    ],
  },
  {
    name: "Export/Import",
    code: "EXIM",
    w: 3,
    kinds: "b",
    hot: ["Mumbai", "Chennai", "Surat", "Ludhiana", "Jaipur", "Kochi", "Ahmedabad"],
    phrase: "export, import or freight forwarding",
    site: ["office", "head office", "warehouse"],
    q: "Graduate in Commerce or any discipline; a diploma in EXIM or foreign trade is an advantage",
    clients: [
      ["Kanchan Exports", "is a merchant exporter of home textiles and handloom products to the US and EU"],
      ["Indus Overseas Traders", "imports and distributes industrial chemicals and polymers"],
      [
        "Nauka Global Logistics",
        "is a freight forwarder and customs broker operating from Nhava Sheva, Mundra and Chennai ports",
      ],
      ["Tirupati Agro Exim", "exports spices, rice and pulses to the Middle East and Southeast Asia"],
    ],
    resps: [
      "Coordinate with CHAs, shipping lines and freight forwarders for timely shipments",
      "Ensure compliance with DGFT and customs regulations",
      "Maintain shipment trackers and share status updates with buyers",
    ],
    reqs: [
      "Knowledge of Incoterms, letters of credit and export incentives such as RoDTEP",
      "Good written English for email communication with overseas buyers",
      "Proficiency in MS Excel",
    ],
    perks: ["Exposure to international buyers and trade fairs", "Performance bonus", "Medical insurance"],
    roles: [
      [
        "Export Documentation Executive",
        "j",
        1,
        ["Export Documentation", "Shipping Bill", "Letter of Credit", "ICEGATE", "Incoterms", "Certificate of Origin"],
        [
          "Prepare invoices, packing lists, shipping bills and certificates of origin",
          "Check LC terms and prepare documents for bank negotiation",
          "File shipping documents on ICEGATE and track approvals",
        ],
      ],
      [
        "Import Executive",
        "j",
        1,
        ["Import Documentation", "Bill of Entry", "Customs Duty", "HS Codes", "Vendor Coordination"],
        [
          "Manage import shipments from purchase order to warehouse delivery",
          "Check bills of entry, HS codes and duty calculations",
          "Follow up with overseas suppliers on shipping schedules",
        ],
      ],
      [
        "Customs Clearance Executive",
        "m",
        0,
        ["Customs Clearance", "CHA Operations", "ICEGATE", "Port Procedures", "Duty Drawback"],
        [
          "Handle customs clearance of import and export shipments at the port and ICD",
          "Coordinate with customs officers, shipping lines and transporters",
          "Resolve queries and assessment issues quickly",
        ],
      ],
      [
        "International Business Development Manager",
        "s",
        1,
        ["International Sales", "Buyer Acquisition", "Trade Fairs", "Negotiation", "Market Research", "Pricing"],
        [
          "Identify and acquire new buyers in the US, EU and Middle East markets",
          "Represent the company at international trade fairs",
          "Negotiate prices, payment terms and delivery schedules",
        ],
        { k: "sales" },
      ],
      [
        "Freight Forwarding Sales Executive",
        "j",
        1,
        ["Freight Forwarding", "Ocean Freight", "Air Freight", "Customer Acquisition", "Rate Negotiation"],
        [
          "Sell ocean and air freight services to exporters and importers",
          "Get rates from carriers and prepare competitive quotations",
          "Follow up on shipments and build long-term customer relationships",
        ],
        { k: "sales" },
      ],
      [
        "Merchandiser – Home Textiles",
        "m",
        1,
        ["Merchandising", "Sampling", "Production Follow-up", "Costing", "Buyer Communication", "Quality Checks"],
        [
          "Handle buyer orders from sampling to shipment for home-textile products",
          "Prepare costing and follow up on production and quality",
          "Communicate daily with buyers on approvals and timelines",
        ],
        { q: "Graduate or diploma in textile technology or fashion merchandising" },
      ],
      [
        "EXIM Manager",
        "s",
        1,
        ["EXIM Operations", "DGFT", "Advance Authorisation", "EPCG", "Logistics Management", "Team Handling"],
        [
          "Lead export and import operations, documentation and logistics",
          "Manage DGFT licences such as Advance Authorisation and EPCG",
          "Optimise freight costs and transit times with service providers",
        ],
      ],
    ],
  },
  {
    name: "Travel and Tourism",
    code: "TRV",
    w: 3,
    kinds: "b",
    hot: ["Delhi", "Jaipur", "Kochi", "Mumbai", "Guwahati", "Dehradun", "Puducherry"],
    phrase: "travel, tourism or hospitality",
    site: ["office", "branch", "property"],
    q: "Graduate in any discipline; a diploma in travel and tourism or hotel management is preferred",
    clients: [
      ["Safarnama Holidays", "sells domestic and international holiday packages to families and groups"],
      ["Paryatan Journeys", "is a corporate travel management company serving 300 businesses"],
      ["Ghumakkad Treks", "runs adventure treks and camps in the Himalayas and the Western Ghats"],
      ["Sahyog Stays", "operates a chain of boutique hotels and homestays in heritage towns"],
    ],
    resps: [
      "Respond promptly to customer enquiries over phone, email and WhatsApp",
      "Coordinate with hotels, airlines and transport partners to confirm services",
      "Handle changes, cancellations and complaints professionally",
    ],
    reqs: [
      "Good knowledge of domestic and international destinations",
      "Pleasant communication skills in English and Hindi",
      "Willingness to work on weekends during peak season",
    ],
    perks: [
      "Discounted holidays for you and your family",
      "Familiarisation trips to new destinations",
      "Sales incentives on every booking",
    ],
    roles: [
      [
        "Travel Consultant",
        "j",
        1,
        ["Holiday Packages", "Itinerary Planning", "Customer Service", "Hotel Booking", "Sales"],
        [
          "Plan itineraries and quote holiday packages for customer enquiries",
          "Convert enquiries into bookings and collect payments",
          "Coordinate hotels, transfers and sightseeing for confirmed trips",
        ],
      ],
      [
        "Holiday Sales Executive",
        "f",
        1,
        ["Tele Sales", "Holiday Packages", "Lead Follow-up", "CRM", "Communication"],
        [
          "Call leads from campaigns and pitch suitable holiday packages",
          "Follow up on quotes and close bookings",
          "Meet weekly and monthly booking targets",
        ],
        { k: "sales" },
      ],
      [
        "Ticketing Executive – Domestic and International",
        "j",
        0,
        ["Amadeus", "Galileo", "GDS", "Fare Calculation", "Reissue and Refunds", "Airline Ticketing"],
        [
          "Issue, reissue and refund domestic and international air tickets on GDS",
          "Find the best fares and routes for customers and corporates",
          "Handle schedule changes and special service requests",
        ],
        { q: "Graduate with an IATA or GDS certification" },
      ],
      [
        "Tour Manager",
        "m",
        0,
        ["Group Tours", "Tour Operations", "Customer Handling", "Crisis Management", "Travel Logistics"],
        [
          "Lead group tours and make sure every guest has a smooth experience",
          "Manage hotels, meals, transport and sightseeing on the ground",
          "Handle emergencies, changes and guest feedback during the tour",
        ],
      ],
      [
        "Visa Executive",
        "j",
        0,
        ["Visa Processing", "Documentation", "Embassy Guidelines", "VFS Coordination", "Customer Service"],
        [
          "Process tourist and business visa applications for multiple countries",
          "Check customer documents against embassy requirements",
          "Book VFS appointments and track application status",
        ],
      ],
      [
        "Corporate Travel Manager",
        "s",
        1,
        ["Corporate Travel", "Account Management", "Travel Policy", "Vendor Negotiation", "MIS Reporting"],
        [
          "Manage travel programmes for a portfolio of corporate clients",
          "Negotiate hotel and airline deals and enforce travel policies",
          "Share monthly spend and savings reports with clients",
        ],
      ],
      [
        "Front Office Associate – Hotel",
        "f",
        0,
        ["Front Office", "Guest Relations", "Check-in and Check-out", "PMS", "Cash Handling"],
        [
          "Welcome guests and handle check-ins, check-outs and room allocation",
          "Resolve guest requests and complaints courteously",
          "Manage billing and cash at the front desk",
        ],
        { q: "Diploma or degree in Hotel Management" },
      ],
      [
        "Trek Leader",
        "j",
        0,
        ["Trek Leading", "First Aid", "Mountaineering", "Group Management", "Risk Assessment"],
        [
          "Lead trekking groups safely on Himalayan and Sahyadri routes",
          "Brief participants on safety, fitness and acclimatisation",
          "Coordinate with local guides, cooks and porters",
        ],
        { q: "Basic Mountaineering Course and Wilderness First Aid certification" },
      ],
    ],
  },
  {
    name: "BPO/KPO/Shared Services",
    code: "BPO",
    w: 7,
    kinds: "ib",
    hot: ["Noida", "Gurugram", "Hyderabad", "Kolkata", "Mumbai", "Chennai", "Mysuru", "Visakhapatnam"],
    phrase: "BPO, KPO or shared services",
    site: ["delivery centre", "office", "centre"],
    q: "Graduate in any discipline (undergraduates with strong communication may apply for voice roles)",
    clients: [
      ["Samvaad Customer Services", "runs voice, chat and email support for telecom, e-commerce and BFSI brands"],
      [
        "Nexora Business Services",
        "is a KPO offering finance and accounting, research and analytics services to global clients",
      ],
      ["Ekatva Global Shared Services", "is the shared-services centre of a multinational engineering group"],
      [
        "Jeevika Health Information Services",
        "provides medical coding and revenue-cycle management services to US healthcare providers",
      ],
    ],
    resps: [
      "Meet process SLAs for quality, AHT and productivity",
      "Follow data-privacy and information-security policies at all times",
      "Take part in process trainings, calibrations and refresher sessions",
    ],
    reqs: [
      "Willingness to work in rotational shifts and rotational week-offs",
      "Typing speed of 30 wpm or more with good accuracy",
      "Basic computer skills and familiarity with MS Office",
    ],
    perks: [
      "Two-way cab facility for night shifts",
      "Night-shift allowance and attendance bonus",
      "Health insurance from day one",
    ],
    roles: [
      [
        "Customer Support Associate – Voice",
        "f",
        1,
        ["Customer Service", "Voice Process", "Hindi", "English Communication", "CRM", "Complaint Handling"],
        [
          "Handle inbound customer calls on orders, billing and service issues",
          "Resolve queries on the first call wherever possible",
          "Log every interaction accurately in the CRM",
        ],
      ],
      [
        "International Voice Process Associate",
        "f",
        0,
        ["International Voice", "US Accent", "Customer Service", "Night Shift", "Active Listening"],
        [
          "Handle calls from US and UK customers for a telecom client",
          "Troubleshoot account and billing issues using the knowledge base",
          "Maintain CSAT and quality scores above target",
        ],
      ],
      [
        "Team Leader – Customer Service",
        "m",
        0,
        ["Team Management", "Performance Management", "Escalation Handling", "WFM", "Coaching", "Reporting"],
        [
          "Lead a team of 15 to 20 associates and drive process metrics",
          "Coach associates through call audits, feedback and huddles",
          "Handle escalations and prepare daily and weekly MIS",
        ],
      ],
      [
        "Accounts Payable Associate",
        "j",
        2,
        ["Accounts Payable", "Invoice Processing", "SAP", "Vendor Reconciliation", "3-Way Match", "MS Excel"],
        [
          "Process vendor invoices with three-way match in SAP",
          "Reconcile vendor statements and resolve discrepancies",
          "Support month-end closing and payment runs",
        ],
        { q: "B.Com or M.Com" },
      ],
      [
        "Medical Coder",
        "j",
        2,
        ["ICD-10-CM", "CPT", "HCPCS", "E/M Coding", "Medical Terminology", "CPC Certification"],
        [
          "Assign ICD-10-CM, CPT and HCPCS codes to outpatient and inpatient charts",
          "Maintain coding accuracy of 95 percent or above",
          "Clarify documentation gaps with the quality team",
        ],
        { q: "Life-sciences graduate with CPC or CCS certification" },
      ],
      [
        "AR Caller",
        "j",
        0,
        [
          "Accounts Receivable",
          "US Healthcare",
          "Denial Management",
          "Insurance Follow-up",
          "Revenue Cycle Management",
        ],
        [
          "Call US insurance companies to follow up on unpaid and denied claims",
          "Analyse denials and take corrective action",
          "Document call outcomes and next steps in the billing system",
        ],
      ],
      [
        "Process Trainer",
        "m",
        1,
        ["Training Delivery", "Training Need Analysis", "Content Creation", "Assessment Design", "Coaching"],
        [
          "Train new hires on process, systems and soft skills",
          "Identify training needs from quality data and run refreshers",
          "Certify associates before they move to production",
        ],
      ],
      [
        "Quality Analyst – BPO",
        "m",
        1,
        ["Call Auditing", "Quality Monitoring", "Calibration", "Root Cause Analysis", "Feedback"],
        [
          "Audit calls and chats against the quality scorecard",
          "Share feedback with associates and team leaders",
          "Identify trends and drive process improvements",
        ],
      ],
      [
        "Record to Report Specialist",
        "m",
        2,
        ["Record to Report", "General Ledger", "Month-End Close", "Account Reconciliation", "SAP", "IFRS"],
        [
          "Perform journal entries, accruals and balance-sheet reconciliations",
          "Support month-end and quarter-end close for global entities",
          "Prepare schedules for statutory and internal audits",
        ],
        { q: "B.Com, M.Com, CA Inter or MBA Finance" },
      ],
    ],
  },
  {
    name: "Medical/Pharmaceuticals",
    code: "PHA",
    w: 5,
    kinds: "f",
    hot: ["Hyderabad", "Ahmedabad", "Vadodara", "Mumbai", "Indore", "Dehradun", "Chandigarh"],
    phrase: "pharmaceutical, biotech or medical devices",
    site: ["plant", "research centre", "head office"],
    q: "B.Pharm, M.Pharm, M.Sc or B.Sc in Chemistry, Microbiology or Life Sciences",
    clients: [
      [
        "Aushadh Lifesciences",
        "manufactures tablets, capsules and injectables for the domestic market and regulated export markets",
      ],
      ["Medivara Biologics", "is a biotech company developing vaccines and biosimilars"],
      ["Dhanvantari Pharma Ltd", "is a branded-generics company with a field force of 1,200 representatives"],
      ["Sushrut Surgicals", "makes surgical disposables and medical devices for hospitals"],
    ],
    resps: [
      "Follow cGMP and good documentation practices in all activities",
      "Support regulatory inspections by USFDA, WHO and the state FDA",
      "Maintain training records and SOP compliance",
    ],
    reqs: [
      "Experience in a WHO-GMP or USFDA-approved facility is preferred",
      "Good understanding of documentation and data-integrity requirements",
      "Attention to detail and ability to work in shifts where required",
    ],
    perks: [
      "Company transport and subsidised canteen",
      "Mediclaim for self, spouse and children",
      "Sponsored higher education for high performers",
    ],
    roles: [
      [
        "Medical Representative",
        "f",
        0,
        ["Doctor Calling", "Product Detailing", "Chemist Coverage", "Territory Management", "Pharma Sales"],
        [
          "Promote the company's brands to doctors in the assigned territory",
          "Ensure product availability at chemists and stockists",
          "Report daily calls and prescriptions in the SFA app",
        ],
        { k: "sales", q: "B.Sc or B.Pharm" },
      ],
      [
        "Area Business Manager",
        "m",
        0,
        ["Team Handling", "Pharma Sales", "KOL Management", "Territory Planning", "Sales Analysis"],
        [
          "Lead a team of medical representatives to achieve area targets",
          "Build relationships with key doctors and stockists",
          "Analyse secondary sales and plan monthly activities",
        ],
        { k: "sales", q: "B.Sc or B.Pharm; MBA is an advantage" },
      ],
      [
        "QC Chemist",
        "j",
        0,
        ["HPLC", "GC", "Dissolution", "GLP", "Analytical Method Validation", "Empower"],
        [
          "Analyse raw materials, in-process and finished products as per specifications",
          "Operate HPLC, GC, dissolution and UV instruments",
          "Record results in line with GLP and data-integrity norms",
        ],
        { q: "M.Sc in Chemistry or B.Pharm" },
      ],
      [
        "QA Officer",
        "m",
        0,
        ["Quality Assurance", "cGMP", "Deviation Management", "CAPA", "Change Control", "IPQA"],
        [
          "Handle deviations, change controls and CAPA investigations",
          "Review batch manufacturing records before release",
          "Conduct in-process checks on the shop floor",
        ],
      ],
      [
        "Production Officer – Tablets",
        "j",
        0,
        ["Oral Solid Dosage", "Granulation", "Compression", "Coating", "BMR", "cGMP"],
        [
          "Execute granulation, compression and coating as per the batch plan",
          "Fill batch manufacturing records accurately and on time",
          "Ensure line clearance and equipment cleaning as per SOPs",
        ],
      ],
      [
        "Regulatory Affairs Executive",
        "m",
        2,
        ["Regulatory Submissions", "CTD", "eCTD", "Dossier Preparation", "Query Response", "Life-Cycle Management"],
        [
          "Compile CTD and eCTD dossiers for regulated and emerging markets",
          "Respond to health-authority queries within timelines",
          "Manage variations and renewals for registered products",
        ],
        { q: "M.Pharm or M.Sc" },
      ],
      [
        "Pharmacovigilance Associate",
        "j",
        2,
        ["Pharmacovigilance", "Argus Safety", "Case Processing", "MedDRA", "ICSR", "Narrative Writing"],
        [
          "Process individual case safety reports in the safety database",
          "Code adverse events using MedDRA and write case narratives",
          "Meet regulatory reporting timelines for every case",
        ],
        { q: "B.Pharm, M.Pharm or Pharm.D" },
      ],
      [
        "Microbiologist",
        "j",
        0,
        ["Microbiology", "Environmental Monitoring", "Sterility Testing", "BET", "Media Preparation"],
        [
          "Perform environmental monitoring and water testing in clean rooms",
          "Carry out sterility, bioburden and endotoxin tests",
          "Maintain culture stocks and microbiology records",
        ],
        { q: "M.Sc in Microbiology" },
      ],
      [
        "Product Manager – Pharma Marketing",
        "s",
        1,
        ["Brand Management", "Pharma Marketing", "Market Research", "Campaign Planning", "Medical Communication"],
        [
          "Manage a portfolio of brands in the cardio-diabetic segment",
          "Create promotional campaigns, detailing aids and CME programmes",
          "Track market share and prescription data and plan strategy",
        ],
        { q: "B.Pharm or M.Pharm with an MBA in Marketing" },
      ],
    ],
  },
  {
    name: "Educational/Training",
    code: "EDU",
    w: 3,
    kinds: "b",
    hot: ["Jaipur", "Lucknow", "Patna", "Kolkata", "Dehradun", "Bhopal", "Chandigarh"],
    phrase: "teaching or training",
    site: ["campus", "centre", "school"],
    q: "Postgraduate in the relevant subject with B.Ed. for school roles",
    clients: [
      ["Pragyan International School", "is a CBSE school with 2,400 students from nursery to Class 12"],
      ["Saraswati Skill Academy", "runs government-funded and corporate skilling programmes across 40 centres"],
      ["Abhyas Coaching Centre", "is a classroom coaching institute for JEE, NEET and foundation courses"],
      [
        "Vidyodaya Group of Institutions",
        "runs engineering and management colleges affiliated to the state university",
      ],
    ],
    resps: [
      "Prepare lesson plans aligned with the academic calendar",
      "Conduct assessments and maintain student progress records",
      "Participate in parent meetings and institutional events",
    ],
    reqs: [
      "Excellent command of English",
      "Comfort with smart classrooms and digital teaching tools",
      "Passion for teaching and mentoring students",
    ],
    perks: [
      "Fee concession for your children",
      "Vacations as per the academic calendar",
      "Training and professional development workshops",
    ],
    roles: [
      [
        "PGT Mathematics",
        "m",
        0,
        ["Mathematics", "CBSE Curriculum", "Lesson Planning", "Classroom Management", "Smart Class"],
        [
          "Teach mathematics to Classes 11 and 12 following the CBSE curriculum",
          "Prepare students for board examinations and competitive exams",
          "Set question papers and evaluate answer scripts",
        ],
        { q: "M.Sc in Mathematics with B.Ed." },
      ],
      [
        "TGT English",
        "j",
        0,
        ["English Language", "Literature", "Lesson Planning", "Classroom Management", "Assessment"],
        [
          "Teach English language and literature to Classes 6 to 10",
          "Run reading, debate and creative-writing activities",
          "Maintain student records and report cards",
        ],
        { q: "Graduate or postgraduate in English with B.Ed." },
      ],
      [
        "Primary Teacher",
        "j",
        0,
        ["Primary Education", "Activity-based Learning", "Classroom Management", "Phonics", "Parent Communication"],
        [
          "Teach Classes 1 to 5 using activity-based methods",
          "Track each child's learning outcomes and share updates with parents",
          "Create a safe and engaging classroom environment",
        ],
        { q: "Graduate with D.El.Ed. or B.Ed." },
      ],
      [
        "Physics Faculty – JEE",
        "s",
        0,
        ["Physics", "JEE Advanced", "JEE Main", "Problem Solving", "Classroom Teaching", "Doubt Solving"],
        [
          "Teach physics to JEE Main and Advanced batches",
          "Prepare study material, assignments and test papers",
          "Mentor students and conduct doubt-clearing sessions",
        ],
        { q: "B.Tech or M.Sc with a strong JEE teaching track record" },
      ],
      [
        "Corporate Trainer – Soft Skills",
        "m",
        1,
        ["Soft Skills Training", "Communication Skills", "Facilitation", "Training Design", "Presentation Skills"],
        [
          "Deliver workshops on communication, teamwork and customer service",
          "Design training content and assessments for corporate clients",
          "Measure training effectiveness and share reports",
        ],
      ],
      [
        "Assistant Professor – Computer Science",
        "m",
        0,
        ["Data Structures", "Python", "DBMS", "Research", "Academic Administration"],
        [
          "Teach undergraduate and postgraduate courses in computer science",
          "Guide student projects and publish research papers",
          "Contribute to accreditation and academic administration",
        ],
        { q: "M.Tech or Ph.D. in Computer Science as per AICTE norms" },
      ],
      [
        "Centre Manager – Skill Training",
        "m",
        0,
        ["Centre Operations", "Mobilisation", "Placement", "Scheme Compliance", "Team Management"],
        [
          "Run day-to-day operations of the skill-training centre",
          "Drive candidate mobilisation, batch starts and placements",
          "Ensure compliance with scheme guidelines and audits",
        ],
        { q: "Graduate in any discipline; MBA preferred" },
      ],
      [
        "Admission Counsellor",
        "f",
        0,
        ["Counselling", "Admissions", "Telecalling", "Walk-in Handling", "CRM"],
        [
          "Counsel students and parents who walk in or call about courses",
          "Follow up on enquiries and convert them into admissions",
          "Conduct seminars in schools and colleges",
        ],
        { k: "sales", q: "Graduate in any discipline" },
      ],
      [
        "School Coordinator",
        "s",
        0,
        ["Academic Coordination", "Curriculum Planning", "Teacher Mentoring", "Parent Relations", "Event Management"],
        [
          "Coordinate academics for the middle and senior school",
          "Observe classes and mentor teachers",
          "Plan timetables, examinations and school events",
        ],
        { q: "Postgraduate with B.Ed. and coordination experience" },
      ],
    ],
  },
  {
    name: "Automobile",
    code: "AUTO",
    w: 4,
    kinds: "fb",
    hot: ["Pune", "Chennai", "Gurugram", "Nashik", "Indore", "Ahmedabad", "Jaipur"],
    phrase: "the automobile or auto-components industry",
    site: ["plant", "workshop", "showroom"],
    q: "Diploma or B.E. in Automobile or Mechanical Engineering",
    clients: [
      ["Rathachakra Auto Components", "manufactures brake and suspension parts for passenger-vehicle OEMs"],
      ["Gatishil Motors", "is a multi-brand automobile dealership group with 22 showrooms and workshops"],
      ["Vahan EV Mobility", "designs and manufactures electric two-wheelers and three-wheelers"],
      ["Sarathi Commercial Vehicles", "is an authorised dealer for light and heavy commercial vehicles"],
    ],
    resps: [
      "Follow OEM processes, safety norms and quality standards",
      "Maintain job cards, reports and records in the DMS or ERP",
      "Work with cross-functional teams to resolve customer issues quickly",
    ],
    reqs: [
      "Experience with an OEM, dealership or tier-1 supplier",
      "Good knowledge of vehicle systems",
      "Valid driving licence for roles involving test drives",
    ],
    perks: ["OEM-certified training programmes", "Incentives linked to sales or service targets", "Medical insurance"],
    roles: [
      [
        "Service Advisor",
        "j",
        0,
        ["Service Advisory", "Job Card Creation", "DMS", "Customer Handling", "Vehicle Diagnostics"],
        [
          "Receive customer vehicles, understand complaints and open job cards",
          "Explain estimates and get approvals for additional work",
          "Deliver vehicles on time and follow up on satisfaction",
        ],
      ],
      [
        "Automobile Sales Consultant",
        "f",
        0,
        ["Showroom Sales", "Test Drives", "Vehicle Finance", "Customer Handling", "CRM"],
        [
          "Greet showroom walk-ins and understand their requirements",
          "Conduct test drives and explain features, finance and exchange offers",
          "Follow up on enquiries and close bookings",
        ],
        { k: "sales", q: "Graduate in any discipline" },
      ],
      [
        "Workshop Manager",
        "s",
        0,
        ["Workshop Operations", "Service Revenue", "Team Management", "Customer Satisfaction", "Warranty Claims"],
        [
          "Run the workshop's operations, productivity and service revenue",
          "Lead advisors, technicians and the parts team",
          "Track CSI scores and warranty claims",
        ],
      ],
      [
        "Service Technician",
        "f",
        0,
        ["Vehicle Servicing", "Engine Repair", "Electrical Diagnostics", "Scanning Tools", "Periodic Maintenance"],
        [
          "Carry out periodic maintenance and repairs as per the job card",
          "Diagnose faults using scanning tools and workshop manuals",
          "Keep tools and the work bay clean and organised",
        ],
        { q: "ITI in Motor Mechanic or Diploma in Automobile Engineering" },
      ],
      [
        "Vehicle Test Engineer – EV",
        "m",
        0,
        ["Vehicle Testing", "EV Powertrain", "Data Acquisition", "Validation", "DVP&R"],
        [
          "Plan and run vehicle-level tests for performance, range and durability",
          "Analyse test data and report issues to the design teams",
          "Maintain DVP and R documents for every project",
        ],
      ],
      [
        "Battery Management System Engineer",
        "m",
        1,
        ["BMS", "Embedded C", "CAN Protocol", "Li-ion Batteries", "Cell Balancing", "MATLAB"],
        [
          "Develop and validate BMS firmware for lithium-ion battery packs",
          "Implement state-of-charge and cell-balancing algorithms",
          "Debug CAN communication with the vehicle control unit",
        ],
        { q: "B.E./M.Tech in Electronics or Electrical Engineering" },
      ],
      [
        "Supplier Quality Engineer",
        "m",
        0,
        ["Supplier Quality", "PPAP", "Process Audits", "APQP", "Root Cause Analysis"],
        [
          "Develop suppliers and approve parts through the PPAP process",
          "Audit supplier processes and drive corrective actions",
          "Track supplier PPM and delivery performance",
        ],
      ],
      [
        "Finance and Insurance Executive – Dealership",
        "j",
        0,
        ["Vehicle Finance", "Motor Insurance", "Documentation", "Bank Coordination", "Cross-selling"],
        [
          "Arrange vehicle loans for customers with partner banks and NBFCs",
          "Sell motor insurance and extended warranty",
          "Complete loan documentation before delivery",
        ],
        { k: "sales", q: "Graduate in Commerce or any discipline" },
      ],
    ],
  },
  {
    name: "Retail",
    code: "RTL",
    w: 4,
    kinds: "b",
    hot: ["Mumbai", "Delhi", "Bengaluru", "Hyderabad", "Ahmedabad", "Surat", "Lucknow"],
    phrase: "organised retail",
    site: ["store", "flagship store", "outlet"],
    q: "Graduate or 12th pass for store roles; graduate with retail experience for managerial roles",
    clients: [
      ["Bazaarwala Retail", "runs a chain of 120 neighbourhood supermarkets"],
      ["Vastra Fashion House", "is an ethnic-wear retail brand with stores in malls and high streets"],
      ["Gharonda Home and Living", "is a home-furnishing and decor retailer"],
      ["Kirana Plus Stores", "is a franchise network of modern convenience stores"],
    ],
    resps: [
      "Deliver a friendly, helpful customer experience on the floor",
      "Maintain visual merchandising, stock accuracy and store hygiene standards",
      "Support stock counts, audits and shrinkage control",
    ],
    reqs: [
      "Willingness to work on weekends and festivals with a weekday off",
      "Good communication skills in Hindi or the local language",
      "Basic knowledge of POS billing",
    ],
    perks: ["Staff discount on all store purchases", "Monthly sales incentives", "ESIC and paid leave"],
    roles: [
      [
        "Store Manager",
        "m",
        0,
        ["Store Operations", "Sales Management", "Team Handling", "Inventory Control", "Customer Service", "P&L"],
        [
          "Run the store's sales, operations and people management",
          "Plan staff rosters and drive daily sales targets",
          "Control inventory, shrinkage and operating costs",
        ],
      ],
      [
        "Assistant Store Manager",
        "j",
        0,
        ["Store Operations", "Staff Supervision", "Visual Merchandising", "Cash Management", "Customer Service"],
        [
          "Support the store manager in daily operations and sales",
          "Supervise floor staff and cashiers during the shift",
          "Handle customer escalations and returns",
        ],
      ],
      [
        "Retail Sales Associate",
        "f",
        0,
        ["Customer Service", "Product Knowledge", "Billing", "Visual Merchandising", "Upselling"],
        [
          "Greet customers and help them find the right products",
          "Maintain displays and replenish shelves",
          "Meet individual sales and conversion targets",
        ],
        { k: "sales", q: "12th pass or graduate" },
      ],
      [
        "Visual Merchandiser",
        "j",
        0,
        ["Visual Merchandising", "Window Display", "Planogram", "Styling", "Props Management"],
        [
          "Set up window and in-store displays as per brand guidelines",
          "Implement planograms for new collections and promotions",
          "Train store staff on display standards",
        ],
        { q: "Diploma or degree in Fashion Design or Visual Merchandising" },
      ],
      [
        "Cashier",
        "f",
        0,
        ["Cash Handling", "POS Billing", "UPI Payments", "Customer Service", "Accuracy"],
        [
          "Bill customers accurately using the POS system",
          "Handle cash, cards and UPI payments and tally at shift end",
          "Process returns and exchanges as per policy",
        ],
        { q: "12th pass or graduate" },
      ],
      [
        "Area Manager – Retail",
        "s",
        0,
        ["Multi-store Operations", "Sales Planning", "Team Leadership", "Audits", "Expansion"],
        [
          "Manage sales and operations for a cluster of 8 to 12 stores",
          "Coach store managers and drive key store metrics",
          "Support new store openings in the region",
        ],
      ],
      [
        "Category Manager",
        "s",
        1,
        ["Category Management", "Assortment Planning", "Vendor Negotiation", "Pricing", "Margin Management"],
        [
          "Plan assortment, pricing and promotions for the category",
          "Negotiate terms with vendors and brands",
          "Track sales, margins and inventory turns",
        ],
        { q: "MBA or graduate with retail buying experience" },
      ],
      [
        "Inventory Controller",
        "j",
        0,
        ["Inventory Management", "Stock Audits", "ERP", "MS Excel", "Shrinkage Control"],
        [
          "Track stock across stores and the warehouse",
          "Conduct cycle counts and reconcile differences",
          "Raise replenishment requests for fast-moving items",
        ],
      ],
    ],
  },
  {
    name: "Construction",
    code: "CON",
    w: 4,
    kinds: "b",
    hot: ["Mumbai", "Pune", "Hyderabad", "Bengaluru", "Gurugram", "Noida", "Ahmedabad", "Bhubaneswar"],
    phrase: "construction or infrastructure projects",
    site: ["project site", "site office", "head office"],
    q: "B.E./B.Tech or Diploma in Civil Engineering",
    clients: [
      ["Shilpkar Infraprojects", "executes highway, bridge and metro projects for government agencies"],
      ["Neev Constructions", "is a contractor for residential and commercial buildings"],
      ["Stambh Realty Developers", "develops mid-income residential projects"],
      ["Rachna Interiors and Fitouts", "is an interior fit-out contractor for offices and retail spaces"],
    ],
    resps: [
      "Ensure work is executed as per approved drawings, specifications and safety norms",
      "Maintain daily progress reports, measurement books and site records",
      "Coordinate with contractors, consultants and the client's engineers",
    ],
    reqs: [
      "Experience on residential, commercial or infrastructure projects",
      "Knowledge of AutoCAD and MS Excel",
      "Willingness to be based at project sites",
    ],
    perks: [
      "Site accommodation or HRA",
      "Travel allowance and project-completion bonus",
      "Mediclaim and accident insurance",
    ],
    roles: [
      [
        "Site Engineer – Civil",
        "j",
        0,
        ["Site Execution", "RCC Work", "Quality Control", "Labour Management", "AutoCAD", "Measurement"],
        [
          "Supervise RCC, masonry and finishing work at the site",
          "Check reinforcement, shuttering and concrete quality before pours",
          "Record measurements and certify contractor bills",
        ],
      ],
      [
        "Quantity Surveyor",
        "m",
        1,
        ["Quantity Surveying", "BOQ", "Rate Analysis", "Billing", "Contract Management", "MS Excel"],
        [
          "Prepare BOQs, rate analyses and cost estimates",
          "Certify subcontractor and client bills",
          "Track variations and claims against the contract",
        ],
      ],
      [
        "Project Manager – Civil",
        "s",
        0,
        ["Project Management", "Primavera", "Contract Management", "Quality", "Safety", "Client Coordination"],
        [
          "Lead execution of the project from mobilisation to handover",
          "Manage schedule, costs, quality and safety at site",
          "Coordinate with the client, architects and consultants",
        ],
      ],
      [
        "Planning Engineer",
        "m",
        1,
        ["Primavera P6", "MS Project", "Scheduling", "Progress Monitoring", "Resource Planning"],
        [
          "Prepare and update project schedules in Primavera P6",
          "Track progress and prepare catch-up plans for delays",
          "Prepare monthly progress reports for management and the client",
        ],
      ],
      [
        "Safety Officer",
        "j",
        0,
        ["Construction Safety", "Toolbox Talks", "Work Permits", "Safety Audits", "First Aid"],
        [
          "Implement the site safety plan and conduct toolbox talks",
          "Inspect scaffolding, lifting equipment and work at height",
          "Report incidents and ensure corrective actions",
        ],
        { q: "Diploma or degree with a recognised industrial safety certification" },
      ],
      [
        "MEP Engineer",
        "m",
        0,
        ["MEP Coordination", "HVAC", "Plumbing", "Fire Fighting", "Electrical Installation"],
        [
          "Coordinate MEP drawings and installation with civil works",
          "Supervise HVAC, plumbing, fire-fighting and electrical contractors",
          "Carry out testing and commissioning of MEP systems",
        ],
        { q: "B.E. or Diploma in Mechanical or Electrical Engineering" },
      ],
      [
        "Billing Engineer",
        "j",
        1,
        ["Billing", "Measurement Sheets", "BOQ", "Reconciliation", "MS Excel"],
        [
          "Prepare client RA bills and subcontractor bills",
          "Maintain measurement sheets and material reconciliation",
          "Coordinate with the site team to certify quantities",
        ],
      ],
      [
        "Land Surveyor",
        "j",
        0,
        ["Total Station", "Auto Level", "AutoCAD", "Layout Marking", "Topographic Survey"],
        [
          "Carry out topographic surveys and layout marking using total station",
          "Establish benchmarks and check levels during construction",
          "Prepare survey drawings in AutoCAD",
        ],
        { q: "ITI or Diploma in Surveying or Civil Engineering" },
      ],
      [
        "Sales Manager – Real Estate",
        "m",
        0,
        ["Real Estate Sales", "Site Visits", "Channel Partners", "Negotiation", "CRM"],
        [
          "Convert site visits into bookings for residential projects",
          "Build relationships with channel partners and brokers",
          "Follow up on payments and documentation with buyers",
        ],
        { k: "sales", q: "Graduate or MBA" },
      ],
    ],
  },
  {
    name: "E-Commerce",
    code: "ECOM",
    w: 5,
    kinds: "ib",
    hot: ["Bengaluru", "Gurugram", "Mumbai", "Hyderabad", "Noida", "Kolkata"],
    phrase: "e-commerce or quick commerce",
    site: ["office", "fulfilment centre", "hub"],
    q: "Graduate in any discipline; MBA preferred for category and growth roles",
    clients: [
      ["Jhatpat Commerce", "is a quick-commerce platform delivering groceries and essentials in minutes"],
      ["Haatbazaar Online", "is an online marketplace for handicrafts and regional products"],
      ["Kartika Marketplace", "is a fashion and lifestyle e-commerce marketplace"],
      ["Tokri Fresh", "is a farm-to-home online grocery brand"],
    ],
    resps: [
      "Track daily dashboards for orders, fill rate and customer experience",
      "Work with sellers, brands and internal teams to resolve issues quickly",
      "Suggest process improvements backed by data",
    ],
    reqs: [
      "Comfort with MS Excel or Google Sheets; SQL is a plus for analyst roles",
      "Ability to work in a fast-paced, target-driven environment",
      "Good communication skills",
    ],
    perks: [
      "Employee discounts on the platform",
      "Health insurance and wellness benefits",
      "Fast growth in a scaling business",
    ],
    roles: [
      [
        "Category Manager – E-commerce",
        "s",
        1,
        ["Category Management", "Brand Partnerships", "Pricing", "Assortment", "P&L", "SQL"],
        [
          "Own the growth, margin and assortment of the category",
          "Negotiate with brands on pricing, funding and exclusives",
          "Plan sale events and category campaigns",
        ],
      ],
      [
        "Catalog Executive",
        "f",
        2,
        ["Cataloguing", "MS Excel", "Product Listing", "Image Guidelines", "Attention to Detail"],
        [
          "Create and update product listings with accurate attributes and images",
          "Fix catalogue errors and duplicate listings",
          "Meet daily listing and quality targets",
        ],
      ],
      [
        "Marketplace Account Manager",
        "j",
        2,
        ["Seller Management", "Marketplace Operations", "Advertising", "MS Excel", "Communication"],
        [
          "Manage a portfolio of sellers and help them grow sales on the platform",
          "Advise sellers on pricing, ads and inventory",
          "Resolve seller issues on payments, returns and listings",
        ],
      ],
      [
        "Warehouse Operations Executive",
        "j",
        0,
        ["Warehouse Operations", "Inbound", "Outbound", "WMS", "Inventory Accuracy", "Team Handling"],
        [
          "Manage inbound, putaway, picking and dispatch in the shift",
          "Maintain inventory accuracy in the WMS",
          "Supervise associates and meet shift productivity targets",
        ],
      ],
      [
        "Last Mile Hub Manager",
        "m",
        0,
        ["Last Mile Delivery", "Fleet Management", "Rider Management", "SLA Management", "Cash Reconciliation"],
        [
          "Run the delivery hub and ensure on-time deliveries",
          "Hire, roster and manage delivery partners",
          "Reconcile COD cash and resolve customer escalations",
        ],
      ],
      [
        "Seller Onboarding Executive",
        "f",
        1,
        ["Seller Acquisition", "Onboarding", "Documentation", "GST Basics", "Field Visits"],
        [
          "Onboard new sellers and help them complete documentation and listings",
          "Visit local markets to acquire sellers",
          "Track each seller until their first order",
        ],
        { k: "sales" },
      ],
      [
        "E-commerce Analyst",
        "j",
        2,
        ["SQL", "MS Excel", "Python", "Tableau", "A/B Testing", "Funnel Analysis"],
        [
          "Analyse funnel, cohort and campaign data to find growth opportunities",
          "Build dashboards for category and operations teams",
          "Measure the impact of experiments and pricing changes",
        ],
      ],
      [
        "Customer Experience Associate",
        "f",
        2,
        ["Chat Support", "Email Support", "Order Management", "Written English", "Empathy"],
        [
          "Resolve customer issues on orders, refunds and deliveries over chat and email",
          "Coordinate with logistics and sellers to close tickets",
          "Maintain CSAT and resolution-time targets",
        ],
      ],
      [
        "Growth Marketing Manager",
        "s",
        2,
        ["Growth Marketing", "CRM Campaigns", "App Marketing", "Attribution", "Retention", "A/B Testing"],
        [
          "Own acquisition and retention campaigns across paid, CRM and referral channels",
          "Run experiments to improve conversion and repeat purchase",
          "Manage budgets and report on CAC and LTV",
        ],
      ],
    ],
  },
];

// The agency's own openings. `ind` maps the opening to one of the industries
// above (the ATS classifies internal roles by the desk they serve).
const AGENCY_INFO = {
  blurb:
    "is a staffing and recruitment firm that places permanent and contract talent with more than 200 clients across India",
  phrase: "recruitment, staffing or HR operations",
  site: ["office", "branch office", "regional office"],
  q: "Graduate in any discipline; an MBA in HR is an advantage",
  resps: [
    "Maintain candidate records and pipeline status in our applicant tracking system",
    "Follow our candidate-experience standards on every call and email",
    "Share weekly hiring metrics with the delivery lead",
  ],
  reqs: [
    "Excellent communication skills in English and Hindi",
    "Comfort with job portals such as Naukri, LinkedIn and Indeed",
    "Ability to manage multiple open positions at once",
  ],
  perks: [
    "Monthly incentives on every successful placement",
    "Structured training in sourcing and client handling",
    "Health insurance for self and family",
  ],
  cities: [
    ["Pune", 4],
    ["Mumbai", 2],
    ["Bengaluru", 2],
    ["Hyderabad", 1.5],
    ["Gurugram", 1.5],
    ["Chennai", 1],
    ["Ahmedabad", 0.5],
    ["Kolkata", 0.5],
  ],
  roles: [
    [
      "IT Recruiter",
      "j",
      1,
      ["IT Recruitment", "Boolean Search", "Naukri", "LinkedIn Recruiter", "Screening", "Stakeholder Management"],
      [
        "Source and screen software developers, testers and DevOps engineers for client mandates",
        "Run technical pre-screens and schedule client interviews",
        "Negotiate offers and manage candidates through to joining",
      ],
      { ind: "IT & ITES" },
    ],
    [
      "Talent Sourcer – Tech Hiring",
      "f",
      2,
      ["Sourcing", "Boolean Search", "LinkedIn", "Naukri", "Candidate Engagement"],
      [
        "Build pipelines of passive tech candidates using Boolean search and referrals",
        "Reach out to candidates over email, LinkedIn and phone",
        "Hand over qualified profiles to recruiters with complete notes",
      ],
      { ind: "IT & ITES" },
    ],
    [
      "Recruiter – Healthcare Hiring",
      "j",
      1,
      ["Healthcare Recruitment", "Bulk Hiring", "Screening", "Credential Verification", "Naukri"],
      [
        "Hire nurses, technicians and doctors for hospital and diagnostics clients",
        "Verify registrations, certificates and references",
        "Coordinate walk-in drives and joining formalities",
      ],
      { ind: "Health care" },
    ],
    [
      "Recruiter – Manufacturing and Engineering",
      "j",
      1,
      ["Non-IT Recruitment", "Technical Screening", "Naukri", "Campus Hiring", "Offer Negotiation"],
      [
        "Hire engineers, supervisors and plant leaders for manufacturing clients",
        "Screen candidates on technical fit, shift readiness and location",
        "Run campus and ITI hiring drives for trainee roles",
      ],
      { ind: "Manufacturing" },
    ],
    [
      "Talent Acquisition Specialist – Pharma",
      "m",
      1,
      ["Pharma Recruitment", "Field Force Hiring", "Screening", "Offer Negotiation", "Client Handling"],
      [
        "Hire medical representatives, QA and QC staff for pharma clients",
        "Understand each mandate with hiring managers and agree timelines",
        "Track joining ratios and early attrition for placed candidates",
      ],
      { ind: "Medical/Pharmaceuticals" },
    ],
    [
      "Bulk Hiring Recruiter – BPO",
      "f",
      0,
      ["Volume Hiring", "Walk-in Drives", "Telephonic Screening", "Job Portals", "Coordination"],
      [
        "Close high-volume hiring for voice and non-voice BPO processes",
        "Run walk-in drives and telephonic screening",
        "Follow up with selected candidates until joining",
      ],
      { ind: "BPO/KPO/Shared Services" },
    ],
    [
      "HR Executive",
      "j",
      0,
      ["Onboarding", "HR Operations", "Employee Records", "Attendance Management", "MS Excel"],
      [
        "Manage onboarding, documentation and employee records for contract staff",
        "Track attendance and leave for associates deployed at client sites",
        "Handle employee queries and exit formalities",
      ],
      { ind: "BPO/KPO/Shared Services" },
    ],
    [
      "Payroll Executive",
      "j",
      1,
      ["Payroll Processing", "PF", "ESIC", "Professional Tax", "Tally", "MS Excel"],
      [
        "Process monthly payroll for 3,000+ contract associates",
        "Compute PF, ESIC, PT and TDS and file statutory returns",
        "Resolve salary queries from associates and clients",
      ],
      { ind: "BPO/KPO/Shared Services", q: "B.Com or M.Com; MBA in HR is an advantage" },
    ],
    [
      "Statutory Compliance Executive",
      "j",
      1,
      ["Labour Law Compliance", "CLRA", "PF", "ESIC", "Shops and Establishments Act", "Audits"],
      [
        "Maintain registers and returns under CLRA, PF, ESIC and state labour laws",
        "Prepare compliance reports for client audits",
        "Track licence renewals across branches",
      ],
      { ind: "BPO/KPO/Shared Services" },
    ],
    [
      "Recruitment Coordinator",
      "f",
      1,
      ["Interview Scheduling", "Candidate Communication", "MS Excel", "ATS", "Coordination"],
      [
        "Schedule interviews between candidates and client hiring managers",
        "Send reminders, collect feedback and update the ATS",
        "Prepare daily pipeline reports for recruiters",
      ],
      { ind: "BPO/KPO/Shared Services" },
    ],
    [
      "Account Manager – Staffing",
      "m",
      1,
      ["Account Management", "Client Relationship", "Staffing Operations", "Revenue Growth", "Negotiation"],
      [
        "Manage relationships with a portfolio of staffing clients",
        "Grow revenue from existing accounts through new mandates",
        "Review delivery, billing and collections with clients every month",
      ],
      { ind: "Sales & Marketing", k: "sales" },
    ],
    [
      "Business Development Manager – Staffing Solutions",
      "s",
      1,
      ["B2B Sales", "Staffing Solutions", "Lead Generation", "Proposal Writing", "Negotiation", "CXO Connects"],
      [
        "Acquire new clients for permanent, contract and RPO hiring",
        "Build a pipeline through industry events, LinkedIn and references",
        "Prepare proposals and negotiate commercial terms",
      ],
      { ind: "Sales & Marketing", k: "sales" },
    ],
    [
      "Client Delivery Lead – IT Staffing",
      "s",
      1,
      ["Delivery Management", "IT Staffing", "Team Leadership", "Client Management", "Recruitment Metrics"],
      [
        "Lead a team of eight recruiters delivering IT staffing mandates",
        "Own fulfilment, quality of hire and client satisfaction",
        "Plan capacity and prioritise requirements with account managers",
      ],
      { ind: "IT & ITES" },
    ],
  ],
};

const INDUSTRY_BY_NAME = Object.fromEntries(INDUSTRIES.map((i) => [i.name, i]));

// Roles that only make sense at some of their industry's clients (a trek
// leader works for the trekking company, not the corporate travel desk).
// Roles not listed can be posted by any client of the industry.
const ROLE_CLIENTS = {
  // Edtech
  "Subject Matter Expert – Mathematics": ["Gyaanpath Learning Pvt Ltd", "Shikshasetu Digital", "Vidyarthi Labs"],
  "Online Tutor – Physics": ["Shikshasetu Digital", "Gyaanpath Learning Pvt Ltd"],
  "Instructional Designer": ["CodeKul Academy", "Gyaanpath Learning Pvt Ltd"],
  // Sales & Marketing
  "Field Sales Executive": ["Prachar Fieldforce Services", "Brandvahan Marketing Solutions"],
  "Tele Sales Executive": ["Prachar Fieldforce Services", "Sankalp Digital Media"],
  "Digital Marketing Executive": ["Sankalp Digital Media", "Tejaswi Brand Works"],
  "Performance Marketing Manager": ["Sankalp Digital Media", "Tejaswi Brand Works"],
  "Social Media Executive": ["Sankalp Digital Media", "Tejaswi Brand Works"],
  "Brand Manager": ["Tejaswi Brand Works", "Brandvahan Marketing Solutions"],
  "Marketing Manager – B2B": ["Tejaswi Brand Works", "Sankalp Digital Media"],
  // Engineering
  "Design Engineer – Mechanical": ["Trimurti Engineering Works", "Vegavati Process Engineers"],
  "Electrical Design Engineer": ["Urja Electricals and Controls", "Vegavati Process Engineers"],
  "Piping Engineer": ["Vegavati Process Engineers", "Trimurti Engineering Works"],
  "Structural Engineer": ["Aakar Structural Consultants"],
  "Commissioning Engineer": ["Urja Electricals and Controls", "Vegavati Process Engineers"],
  // Health care
  "Staff Nurse": ["Sanjeevani Multispeciality Hospitals", "Nirmaya Home Healthcare", "Swasthya Family Clinics"],
  "ICU Staff Nurse": ["Sanjeevani Multispeciality Hospitals"],
  "Medical Officer": ["Sanjeevani Multispeciality Hospitals", "Swasthya Family Clinics"],
  "Lab Technician": ["Arogyam Diagnostics", "Sanjeevani Multispeciality Hospitals"],
  "Front Office Executive – Hospital": [
    "Sanjeevani Multispeciality Hospitals",
    "Swasthya Family Clinics",
    "Arogyam Diagnostics",
  ],
  Physiotherapist: ["Nirmaya Home Healthcare", "Sanjeevani Multispeciality Hospitals"],
  "Radiology Technician": ["Arogyam Diagnostics", "Sanjeevani Multispeciality Hospitals"],
  "Hospital Operations Manager": ["Sanjeevani Multispeciality Hospitals"],
  // IT & ITES
  "SAP FICO Consultant": ["Saptarishi Digital Services", "Quantiva Infotech"],
  "Salesforce Developer": ["Saptarishi Digital Services", "Neelgagan Software Labs"],
  // Manufacturing
  "CNC Operator": ["Sahyadri Precision Components", "Dhruva Castings Pvt Ltd"],
  // Telecom/ISP
  "Network Engineer": ["Spandan Networks", "Setu Fibernet Pvt Ltd"],
  "NOC Engineer": ["Spandan Networks", "Setu Fibernet Pvt Ltd"],
  "FTTH Field Technician": ["Setu Fibernet Pvt Ltd"],
  "RF Engineer": ["Meghdoot Telecom Infra"],
  "Broadband Sales Executive": ["Setu Fibernet Pvt Ltd"],
  "Enterprise Sales Manager – ISP": ["Spandan Networks", "Setu Fibernet Pvt Ltd"],
  "Fibre Network Planning Engineer": ["Setu Fibernet Pvt Ltd", "Meghdoot Telecom Infra"],
  "Telecom Project Manager": ["Meghdoot Telecom Infra", "Setu Fibernet Pvt Ltd"],
  // FMCG
  "Quality Executive – Food": ["Madhuram Foods Pvt Ltd", "Rasoi Rang Spices"],
  // BFSI/NBFC
  "Relationship Manager – Home Loans": ["Vishwas Housing Finance", "Samruddhi Finance Ltd"],
  "Branch Manager": ["Samruddhi Finance Ltd", "Vishwas Housing Finance", "Suvidha Micro Credit"],
  "Collection Officer": ["Samruddhi Finance Ltd", "Vishwas Housing Finance", "Suvidha Micro Credit"],
  "Credit Manager": ["Vishwas Housing Finance", "Samruddhi Finance Ltd"],
  "Gold Loan Officer": ["Samruddhi Finance Ltd"],
  "Relationship Manager – Wealth": ["Dhanrekha Wealth and Insurance"],
  "Operations Executive – Loan Processing": ["Samruddhi Finance Ltd", "Vishwas Housing Finance"],
  "Field Credit Officer – Microfinance": ["Suvidha Micro Credit"],
  // Export/Import
  "Export Documentation Executive": ["Kanchan Exports", "Tirupati Agro Exim", "Nauka Global Logistics"],
  "Import Executive": ["Indus Overseas Traders", "Nauka Global Logistics"],
  "Customs Clearance Executive": ["Nauka Global Logistics"],
  "International Business Development Manager": ["Kanchan Exports", "Tirupati Agro Exim"],
  "Freight Forwarding Sales Executive": ["Nauka Global Logistics"],
  "Merchandiser – Home Textiles": ["Kanchan Exports"],
  "EXIM Manager": ["Kanchan Exports", "Tirupati Agro Exim", "Indus Overseas Traders"],
  // Travel and Tourism
  "Travel Consultant": ["Safarnama Holidays", "Paryatan Journeys"],
  "Holiday Sales Executive": ["Safarnama Holidays", "Ghumakkad Treks"],
  "Ticketing Executive – Domestic and International": ["Paryatan Journeys", "Safarnama Holidays"],
  "Tour Manager": ["Safarnama Holidays"],
  "Visa Executive": ["Safarnama Holidays", "Paryatan Journeys"],
  "Corporate Travel Manager": ["Paryatan Journeys"],
  "Front Office Associate – Hotel": ["Sahyog Stays"],
  "Trek Leader": ["Ghumakkad Treks"],
  // BPO/KPO/Shared Services
  "Customer Support Associate – Voice": ["Samvaad Customer Services"],
  "International Voice Process Associate": ["Samvaad Customer Services"],
  "Team Leader – Customer Service": ["Samvaad Customer Services", "Jeevika Health Information Services"],
  "Accounts Payable Associate": ["Nexora Business Services", "Ekatva Global Shared Services"],
  "Record to Report Specialist": ["Nexora Business Services", "Ekatva Global Shared Services"],
  "Medical Coder": ["Jeevika Health Information Services"],
  "AR Caller": ["Jeevika Health Information Services"],
  // Medical/Pharmaceuticals
  "Medical Representative": ["Dhanvantari Pharma Ltd", "Aushadh Lifesciences"],
  "Area Business Manager": ["Dhanvantari Pharma Ltd", "Aushadh Lifesciences"],
  "Product Manager – Pharma Marketing": ["Dhanvantari Pharma Ltd", "Aushadh Lifesciences"],
  "QC Chemist": ["Aushadh Lifesciences", "Dhanvantari Pharma Ltd", "Medivara Biologics"],
  "QA Officer": ["Aushadh Lifesciences", "Dhanvantari Pharma Ltd", "Medivara Biologics"],
  "Production Officer – Tablets": ["Aushadh Lifesciences", "Dhanvantari Pharma Ltd"],
  "Pharmacovigilance Associate": ["Aushadh Lifesciences", "Medivara Biologics", "Dhanvantari Pharma Ltd"],
  // Educational/Training
  "PGT Mathematics": ["Pragyan International School"],
  "TGT English": ["Pragyan International School"],
  "Primary Teacher": ["Pragyan International School"],
  "School Coordinator": ["Pragyan International School"],
  "Physics Faculty – JEE": ["Abhyas Coaching Centre"],
  "Corporate Trainer – Soft Skills": ["Saraswati Skill Academy"],
  "Centre Manager – Skill Training": ["Saraswati Skill Academy"],
  "Assistant Professor – Computer Science": ["Vidyodaya Group of Institutions"],
  "Admission Counsellor": ["Abhyas Coaching Centre", "Vidyodaya Group of Institutions", "Pragyan International School"],
  // Automobile
  "Service Advisor": ["Gatishil Motors", "Sarathi Commercial Vehicles"],
  "Automobile Sales Consultant": ["Gatishil Motors", "Sarathi Commercial Vehicles"],
  "Workshop Manager": ["Gatishil Motors", "Sarathi Commercial Vehicles"],
  "Service Technician": ["Gatishil Motors", "Sarathi Commercial Vehicles"],
  "Finance and Insurance Executive – Dealership": ["Gatishil Motors", "Sarathi Commercial Vehicles"],
  "Vehicle Test Engineer – EV": ["Vahan EV Mobility"],
  "Battery Management System Engineer": ["Vahan EV Mobility"],
  "Supplier Quality Engineer": ["Rathachakra Auto Components", "Vahan EV Mobility"],
  // Retail
  "Visual Merchandiser": ["Vastra Fashion House", "Gharonda Home and Living"],
  // Construction
  "Sales Manager – Real Estate": ["Stambh Realty Developers"],
  "Land Surveyor": ["Shilpkar Infraprojects", "Neev Constructions", "Stambh Realty Developers"],
  "MEP Engineer": ["Neev Constructions", "Rachna Interiors and Fitouts", "Stambh Realty Developers"],
  "Quantity Surveyor": ["Shilpkar Infraprojects", "Neev Constructions", "Stambh Realty Developers"],
  // E-Commerce
  "Seller Onboarding Executive": ["Haatbazaar Online", "Kartika Marketplace"],
  "Marketplace Account Manager": ["Haatbazaar Online", "Kartika Marketplace"],
  "Last Mile Hub Manager": ["Jhatpat Commerce", "Tokri Fresh", "Kartika Marketplace"],
};

// ---------------------------------------------------------------------------
// Levels: experience ranges and salary bands (annual, in lakh rupees)
// ---------------------------------------------------------------------------

const LEVELS = {
  f: { exp: ["0-1", "0-1", "0-2", "0-2", "0-3"], lpa: [1.8, 3.6] },
  j: { exp: ["1-3", "1-3", "2-4", "1-4", "2-5"], lpa: [3, 6.5] },
  m: { exp: ["3-5", "3-6", "4-7", "2-5", "4-6", "5-8"], lpa: [6, 13] },
  s: { exp: ["5-8", "6-10", "7-10", "5-10", "6-9", "8-12"], lpa: [12, 26] },
  l: { exp: ["8-12", "10-15", "12-18", "10-14", "12-16"], lpa: [24, 48] },
};

const SALARY_MULT = {
  "IT & ITES": 1.3,
  Fintech: 1.3,
  "E-Commerce": 1.15,
  Edtech: 1.05,
  "Medical/Pharmaceuticals": 1,
  Retail: 0.75,
  "BPO/KPO/Shared Services": 0.8,
  "Travel and Tourism": 0.8,
  "Educational/Training": 0.8,
  "Health care": 0.9,
};

const DESK_SITES = {
  ENG: "design office",
  HC: "corporate office",
  IT: "development centre",
  MFG: "corporate office",
  FMCG: "regional office",
  BFSI: "regional office",
  EXIM: "head office",
  BPO: "delivery centre",
  PHA: "head office",
  EDU: "head office",
  AUTO: "corporate office",
  RTL: "head office",
  CON: "head office",
};

const TIMINGS = {
  default: ["Monday to Friday, 9:30 am to 6:30 pm", "Monday to Saturday with alternate Saturdays off"],
  BPO: [
    "Rotational shifts with two rotational week-offs",
    "Night shifts (US hours) with fixed Saturday and Sunday off",
  ],
  HC: ["Rotational shifts with one weekly off", "Six days a week, rotational shifts"],
  TEL: ["Rotational shifts, 24x7 operations", "Monday to Saturday, general shift"],
  RTL: ["Six days a week with a weekday off", "Rotational shifts between 10 am and 10 pm"],
  MFG: ["Six days a week, general or rotational shift", "Six days a week, three-shift operation"],
  AUTO: ["Six days a week, general shift", "Monday to Saturday, 9 am to 6 pm"],
  CON: ["Six days a week at site", "Monday to Saturday, site timings"],
  PHA: ["Six days a week, general shift", "Rotational shifts for plant roles"],
  EDU: ["Monday to Saturday, 7:30 am to 2:30 pm", "Six days a week as per the academic timetable"],
  TRV: ["Six days a week with rotational week-offs", "Monday to Saturday, 10 am to 7 pm"],
  FMCG: ["Six days a week, market working", "Monday to Saturday"],
  BFSI: ["Monday to Saturday, branch timings", "Six days a week with second and fourth Saturdays off"],
};

const LEVEL_LINES = {
  f: [
    "This is an entry-level position and complete on-the-job training will be provided.",
    "Freshers with the right attitude are encouraged to apply; you will be trained for the first two weeks.",
  ],
  j: [
    "You will work under the guidance of an experienced manager and grow into a larger role.",
    "You will be part of a small, supportive team with regular one-on-one feedback.",
  ],
  m: [
    "You will work independently, own your deliverables and guide junior team members.",
    "You will be a key member of the team and work closely with cross-functional stakeholders.",
  ],
  s: [
    "You will lead a team of {n} and report to the functional head.",
    "This senior role comes with ownership of outcomes and a team of {n}.",
  ],
  l: [
    "This is a leadership role with full ownership of outcomes and a team of {n}+ people.",
    "You will report to the CEO and lead a function of {n}+ people.",
  ],
};

// ---------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------

const DAY_MS = 86400000;
const BASE_DATE = Date.UTC(2026, 10, 20);
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const pad = (n) => String(n).padStart(2, "0");

function formatDate(ms) {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  const r = rand();
  if (r < 0.9) return `${y}-${pad(m + 1)}-${pad(day)}`;
  if (r < 0.94) return `${pad(day)}/${pad(m + 1)}/${y}`;
  if (r < 0.97) return `${pad(day)}/${MONTHS[m]}/${y}`;
  return `${y}-${pad(m + 1)}-${pad(day)} ${pad(int(9, 18))}:${pick(["00", "15", "30", "45"])}:00`;
}

function makeExperience(level) {
  const range = pick(LEVELS[level].exp);
  const [min, max] = range.split("-").map(Number);
  const r = rand();
  if (r < 0.8 || (level === "f" && r >= 0.93)) return { value: range, min, max, exact: false };
  if (r < 0.93) {
    const n = level === "f" ? min : min + int(0, 1);
    return { value: n, min: n, max: n, exact: true };
  }
  const n = Math.max(2, min + int(0, 1));
  return { value: `${n} Years`, min: n, max: n, exact: true };
}

function fmtLakh(x) {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

function makeSalary(level, industryName) {
  const [lo, hi] = LEVELS[level].lpa;
  const mult = SALARY_MULT[industryName] ?? 1;
  const min = Math.max(1.5, Math.round((lo + rand() * (hi - lo) * 0.6) * mult * 2) / 2);
  const max = Math.round(min * (1.2 + rand() * 0.35) * 2) / 2;
  const mid = (min + max) / 2;
  let text = null;
  const r = rand();
  if (max <= 6 && r < 0.45) {
    const mMin = Math.round((min * 100000) / 12 / 1000) * 1000;
    const mMax = Math.round((max * 100000) / 12 / 1000) * 1000;
    text = `₹${inr(mMin)} - ₹${inr(mMax)} per month`;
  } else if (r < 0.75) {
    text = `${fmtLakh(min)}-${fmtLakh(max)} LPA`;
  } else {
    text = `${fmtLakh(Math.round(mid * 2) / 2)} LPA`;
  }
  return { text, annual: Math.round((mid * 100000) / 50000) * 50000 };
}

function remoteValue(mode) {
  if (mode === "remote") return chance(0.7) ? 1 : "Yes";
  if (mode === "hybrid") return 2;
  const r = rand();
  return r < 0.55 ? 0 : r < 0.75 ? "No" : null;
}

function pickLocality(cityObj, kinds) {
  const preferred = cityObj.loc.filter(([, , k]) => [...k].some((c) => kinds.includes(c)));
  return pick(preferred.length ? preferred : cityObj.loc);
}

function pickCity(industry) {
  return weighted(CITIES, (c) => c.w * (industry.hot.includes(c.city) ? 2.5 : 1));
}

function splitSkills(role) {
  const skills = role.skills;
  const count = Math.min(skills.length, int(3, 6));
  const core = skills.slice(0, 2);
  const rest = sample(skills.slice(2), count - 2);
  return { primary: [...core, ...rest], extra: skills.filter((s) => !core.includes(s) && !rest.includes(s)) };
}

const SOFT_SKILLS = [
  "Communication",
  "Team Player",
  "Problem Solving",
  "Time Management",
  "Attention to Detail",
  "Ownership",
  "Customer Focus",
  "MS Office",
];

function wordCount(html) {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[#a-z0-9]+;/gi, "x")
    .split(/\s+/)
    .filter(Boolean).length;
}

function experienceLine(exp, phrase, title) {
  if (exp.max <= 1 && !exp.exact) {
    return `Freshers and candidates with up to ${exp.max} year of experience are welcome to apply`;
  }
  if (exp.exact && exp.min === 0) return "Freshers are welcome to apply";
  if (exp.exact) {
    return `At least ${exp.min} year${exp.min === 1 ? "" : "s"} of experience in ${phrase}`;
  }
  if (exp.min === 0) {
    return `0-${exp.max} years of experience; freshers with relevant internships are welcome`;
  }
  return `${exp.min}-${exp.max} years of experience as ${article(title)} ${title} or in a similar role in ${phrase}`;
}

function buildDescription(ctx) {
  const {
    client,
    blurb,
    title,
    role,
    industry,
    city,
    cityLabel,
    locality,
    exp,
    remote,
    salary,
    primary,
    extra,
    locationLine,
    entities,
  } = ctx;
  const e = (s) => esc(s);
  const summaryResp = role.resps[0];
  const rupee = (s) => (entities ? s.replace(/₹/g, "&#8377;") : s);

  const levelLine = pick(LEVEL_LINES[role.level]).replace("{n}", String(role.level === "l" ? int(20, 60) : int(4, 12)));
  let modeLine = "";
  if (remote.mode === "remote") {
    modeLine = `This is a remote role open to candidates across India, with occasional travel to the ${city} office.`;
  } else if (remote.mode === "hybrid") {
    modeLine = `This is a hybrid role with ${pick(["two", "three"])} days a week at our ${locality} office.`;
  }
  // Desk and sales roles sit in an office; on-site roles anywhere the industry works.
  const site =
    role.workMode >= 1 || role.kind === "sales" ? DESK_SITES[industry.code] || "office" : pick(industry.site);
  const joinLine =
    remote.mode === "remote"
      ? `to join our ${cityLabel === city ? `${e(city)} team, working remotely` : "team, working remotely"}`
      : cityLabel === city
        ? `to join our ${site} in ${e(locality)}, ${e(city)}`
        : `to join our teams in ${e(cityLabel)}`;

  // About
  let about;
  if (chance(0.5)) {
    about =
      `<p><strong>${e(client)}</strong> ${e(blurb)}. We are looking for ${article(title)} <strong>${e(title)}</strong> ` +
      `${joinLine}. In this role you will ${e(lcFirst(summaryResp))}. ` +
      `${levelLine}${modeLine ? ` ${modeLine}` : ""}</p>`;
  } else {
    about =
      `<h3>About ${e(client)}</h3><p>${e(client)} ${e(blurb)}.</p>` +
      `<h3>${pick(["About the role", "Role overview", "The opportunity"])}</h3>` +
      `<p>As ${article(title)} <strong>${e(title)}</strong> based in ${e(cityLabel)}, you will ${e(lcFirst(summaryResp))}. ` +
      `${levelLine}${modeLine ? ` ${modeLine}` : ""}</p>`;
  }

  // Responsibilities: role-specific first, then industry/sales generics
  const generic = role.kind === "sales" ? [...SALES_RESPS, ...industry.resps.slice(0, 1)] : industry.resps;
  const resps = [...role.resps.slice(1), ...sample(generic, int(2, 3))];

  // Requirements
  const genericReqs = role.kind === "sales" ? SALES_REQS : industry.reqs;
  const skillLine = `${pick(["Hands-on experience with", "Working knowledge of", "Practical skills in"])} ${listJoin(primary.slice(0, Math.min(4, primary.length)))}`;
  const reqs = [
    experienceLine(exp, industry.phrase, title),
    role.q || industry.q,
    skillLine,
    ...sample(genericReqs, int(1, 2)),
  ];
  if (remote.mode === "remote") reqs.push("A quiet workspace and a reliable broadband connection");
  else if (remote.mode === "onsite" && chance(0.4)) {
    reqs.push(`Candidates based in or willing to relocate to ${cityLabel} will be preferred`);
  }

  // Offer
  const offers = [...sample(industry.perks, int(2, 3)), pick(COMMON_PERKS)];
  if (salary && (entities || chance(0.6))) {
    offers.unshift(`Compensation of ${salary}, based on experience and interview performance`);
  } else if (entities) {
    offers.unshift(`Quarterly performance incentive of up to ₹${inr(int(2, 12) * 2500)}`);
  }

  const h = entities
    ? {
        resp: "Roles &amp; Responsibilities",
        req: "Skills &amp; Qualifications",
        offer: "Perks &amp; Benefits",
      }
    : {
        resp: pick(["Key responsibilities", "What you will do", "Responsibilities"]),
        req: pick(["Requirements", "What we are looking for", "Who you are"]),
        offer: pick(["What we offer", "What's on offer", "Perks and benefits"]),
      };
  const ul = (items) => `<ul>${items.map((s) => `<li>${rupee(e(s))}</li>`).join("")}</ul>`;

  // Optional sections, decided once so that trimming below is stable.
  const goodToHave =
    extra.length && chance(0.35)
      ? `<h3>${pick(["Good to have", "Preferred skills", "Nice to have"])}</h3>${ul(sample(extra, int(2, 3)))}`
      : "";
  const timing = chance(0.25)
    ? `<p><strong>Work location:</strong> ${e(locationLine)}. <strong>Working days:</strong> ${pick(TIMINGS[industry.code] || TIMINGS.default)}.</p>`
    : "";
  let process = "";
  if (chance(0.3)) {
    const rounds =
      role.level === "f"
        ? "a short screening call and one interview"
        : pick(["a screening call", "a recruiter screening"]);
    const next =
      role.level === "f"
        ? "Selected candidates can join within a week."
        : `This is followed by ${pick(["a functional interview", "two interview rounds", "a technical round and a final discussion"])} with the hiring manager.`;
    process =
      `<h3>${pick(["Hiring process", "How to apply", "Selection process"])}</h3>` +
      `<p>${client === AGENCY ? "" : `This position is being hired through ${AGENCY}. `}The process starts with ${rounds}. ${next} ` +
      `Shortlisted candidates will hear from us within ${pick(["three", "five", "seven"])} working days.</p>`;
  }

  const offerAsParagraph = chance(0.3);
  const build = () => {
    const offerBlock = offerAsParagraph ? `<p>${rupee(e(offers.join(". ")))}.</p>` : ul(offers);
    return (
      about +
      `<h3>${h.resp}</h3>${ul(resps)}` +
      `<h3>${h.req}</h3>${ul(reqs)}` +
      goodToHave +
      `<h3>${h.offer}</h3>${offerBlock}` +
      timing +
      process
    );
  };
  let html = build();
  // Keep within 120-400 words.
  while (wordCount(html) > 400 && (resps.length > 3 || reqs.length > 4 || offers.length > 2)) {
    if (resps.length > 3) resps.pop();
    else if (reqs.length > 4) reqs.pop();
    else offers.pop();
    html = build();
  }
  const fillers = [
    ...industry.resps.filter((r) => !resps.includes(r)).map((r) => ["resp", r]),
    ...industry.reqs.filter((r) => !reqs.includes(r)).map((r) => ["req", r]),
    ...COMMON_PERKS.filter((p) => !offers.includes(p)).map((p) => ["offer", p]),
  ];
  while (wordCount(html) < 120 && fillers.length) {
    const [kind, text] = fillers.shift();
    if (kind === "resp") resps.push(text);
    else if (kind === "req") reqs.push(text);
    else offers.push(text);
    html = build();
  }
  return html;
}

// ---------------------------------------------------------------------------
// Job generation
// ---------------------------------------------------------------------------

function toRole(tuple) {
  const [title, level, workMode, skills, resps, opts = {}] = tuple;
  return { title, level, workMode, skills, resps, q: opts.q, kind: opts.k, ind: opts.ind };
}

for (const ind of INDUSTRIES) {
  ind.roleObjs = ind.roles.map(toRole);
  ind.clientObjs = ind.clients.map(([name, blurb]) => ({ name, blurb }));
  for (const role of ind.roleObjs) {
    const allowed = ROLE_CLIENTS[role.title];
    role.clients = allowed ? ind.clientObjs.filter((c) => allowed.includes(c.name)) : ind.clientObjs;
    if (allowed && role.clients.length !== allowed.length) {
      throw new Error(`ROLE_CLIENTS for "${role.title}" names a client outside ${ind.name}`);
    }
  }
}
const AGENCY_ROLES = AGENCY_INFO.roles.map(toRole);

// Roles compatible with a work mode: remote needs a remote-capable role,
// hybrid a hybrid- or remote-capable one.
const fitsMode = (role, mode) =>
  mode === "remote" ? role.workMode === 2 : mode === "hybrid" ? role.workMode >= 1 : true;

function chooseIndustryAndRole(flags, coverage) {
  const mode = flags.mode;
  // Guarantee every industry appears at least once.
  if (coverage.industries.length) {
    const idx = coverage.industries.findIndex((ind) => ind.roleObjs.some((r) => fitsMode(r, mode)));
    if (idx >= 0) {
      const [industry] = coverage.industries.splice(idx, 1);
      return { industry, role: pick(industry.roleObjs.filter((r) => fitsMode(r, mode))) };
    }
  }
  const eligible = INDUSTRIES.filter((ind) => ind.roleObjs.some((r) => fitsMode(r, mode)));
  const industry = weighted(eligible, (i) => i.w);
  return { industry, role: pick(industry.roleObjs.filter((r) => fitsMode(r, mode))) };
}

function generateJob(index, flags, counters, coverage) {
  const isAgency = flags.agency;
  const mode = flags.mode;
  let industry;
  let role;
  let client;
  let blurb;
  let cityObj;
  let descIndustry;

  if (isAgency) {
    role = pick(AGENCY_ROLES.filter((r) => fitsMode(r, mode)));
    industry = INDUSTRY_BY_NAME[role.ind];
    client = AGENCY;
    blurb = AGENCY_INFO.blurb;
    descIndustry = AGENCY_INFO;
    cityObj = CITY_BY_NAME[weighted(AGENCY_INFO.cities, ([, w]) => w)[0]];
  } else {
    ({ industry, role } = chooseIndustryAndRole(flags, coverage));
    const c = pick(role.clients);
    client = c.name;
    blurb = c.blurb;
    descIndustry = industry;
    // Guarantee every city appears at least once, then weight by industry.
    cityObj = coverage.cities.length ? coverage.cities.shift() : pickCity(industry);
  }

  const remote = { mode, value: remoteValue(mode) };
  const multi = flags.multi ? pick(MULTI_CITY) : null;
  if (multi) cityObj = CITY_BY_NAME[multi.cities[0]];

  // Sales roles sit in commercial areas, desk roles in office/IT parks, the rest
  // where the industry usually operates.
  const kinds = isAgency ? "bi" : role.kind === "sales" ? "b" : role.workMode >= 1 ? "ib" : industry.kinds;
  const [locality, pin] = pickLocality(cityObj, kinds);

  let city = cityObj.city;
  let states = cityObj.state;
  let location = `${locality}, ${cityObj.city}`;
  let cityLabel = cityObj.city;
  if (multi) {
    const style = rand();
    city =
      style < 0.7 ? `[${multi.cities.join(", ")}]` : style < 0.85 ? multi.cities.join(", ") : multi.cities.join(" / ");
    states = multi.states;
    location = multi.cities.join(" / ");
    cityLabel = listJoin(multi.cities);
  } else if (remote.mode === "remote" && chance(0.4)) {
    location = pick([
      `Remote - ${cityObj.city}`,
      `Work from home (${cityObj.city})`,
      `Remote, India (${cityObj.city} base)`,
    ]);
  }

  let title = role.title;
  if (!multi && chance(0.05)) title = `${title} (${cityObj.city})`;

  const exp = makeExperience(role.level);

  // Dates: creation within the 75 days up to GENERATED_AT, skewed to recent.
  const daysAgo = Math.min(CREATION_WINDOW_DAYS - 1, Math.floor(CREATION_WINDOW_DAYS * rand() ** 1.6));
  const createdMs = BASE_DATE - daysAgo * DAY_MS;
  const startMs = createdMs + int(0, 30) * DAY_MS;
  const creationMissing = flags.creationMissing;
  // When creation_date is missing, job_start_date is the consumer's fallback,
  // so keep it in the canonical shape.
  const jobStart = creationMissing ? new Date(startMs).toISOString().slice(0, 10) : formatDate(startMs);
  const creation = creationMissing ? pick([undefined, null, ""]) : formatDate(createdMs);

  const { primary, extra } = splitSkills(role);
  let skillsStr = "";
  if (!chance(0.2)) {
    const all = [...primary, ...extra, ...sample(SOFT_SKILLS, int(1, 3))];
    skillsStr = all.join(chance(0.85) ? ", " : ",");
  }

  const sal = makeSalary(role.level, industry.name);
  const salary = flags.salary ? sal.text : chance(0.5) ? null : "";
  const payRate = chance(0.12) ? sal.annual : null;

  const description = buildDescription({
    client,
    blurb,
    title,
    role,
    industry: descIndustry,
    city: cityObj.city,
    cityLabel,
    locality,
    exp,
    remote,
    salary: salary || null,
    primary,
    extra,
    locationLine: multi ? `${location} (any one location)` : `${locality}, ${cityObj.city} ${pin}`,
    entities: flags.entities,
  });

  let jobCode = null;
  if (flags.jobCode) {
    counters.jobCode += int(1, 3);
    jobCode = `KTP-${isAgency ? "HR" : industry.code}-${counters.jobCode}`;
  }

  const detailSkills = [...primary];
  if (extra.length && chance(0.5)) detailSkills.push(...sample(extra, int(1, 2)));

  return {
    sortKey: creationMissing ? startMs : createdMs,
    index,
    noApply: flags.noApply,
    title,
    client,
    industry: industry.name,
    city,
    states,
    location,
    zip: pin,
    experience: exp.value,
    jobStart,
    creation,
    creationMissing,
    primary: primary.join(", "),
    skillsStr,
    description,
    summary: `${client} is hiring ${article(title)} ${title} in ${cityLabel} to ${lcFirst(role.resps[0])}.`,
    detailSkills,
    salary,
    payRate,
    jobCode,
    remote: remote.value,
  };
}

// Exact quotas for the dataset-level shares, so that even the small default
// file hits the intended proportions. Returns a Set of chosen indices.
function quota(eligible, share, total) {
  return new Set(sample(eligible, Math.round(share * total)));
}

function planFlags(count) {
  const all = Array.from({ length: count }, (_, i) => i);
  const agency = quota(all, 0.1, count);
  const remote = quota(all, 0.12, count);
  const hybrid = quota(
    all.filter((i) => !remote.has(i)),
    0.08,
    count,
  );
  const multi = quota(
    all.filter((i) => !agency.has(i) && !remote.has(i)),
    0.02,
    count,
  );
  const creationMissing = quota(all, 0.03, count);
  const entities = quota(all, 0.025, count);
  const salary = quota(all, 0.4, count);
  const jobCode = quota(all, 0.5, count);
  const noApply = quota(all, 0.03, count);
  return all.map((i) => ({
    agency: agency.has(i),
    mode: remote.has(i) ? "remote" : hybrid.has(i) ? "hybrid" : "onsite",
    multi: multi.has(i),
    creationMissing: creationMissing.has(i),
    entities: entities.has(i),
    salary: salary.has(i),
    jobCode: jobCode.has(i),
    noApply: noApply.has(i),
  }));
}

function generate(count, seed) {
  rand = mulberry32(seed);
  const flags = planFlags(count);
  const counters = { jobCode: 1000 };
  const coverage = { industries: INDUSTRIES.slice(), cities: sample(CITIES, CITIES.length) };
  const drafts = [];
  for (let i = 0; i < count; i++) drafts.push(generateJob(i, flags[i], counters, coverage));
  drafts.sort((a, b) => a.sortKey - b.sortKey || a.index - b.index);

  let id = 4100 + int(0, 99);
  return drafts.map((d) => {
    id += int(1, 4);
    const job = {
      id,
      job_title: d.title,
      client: d.client,
      industry: d.industry,
      city: d.city,
      country: "India",
      states: d.states,
      location: d.location,
      zip_code: d.zip,
      experience: d.experience,
      job_start_date: d.jobStart,
    };
    if (d.creation !== undefined) job.creation_date = d.creation;
    Object.assign(job, {
      primary_skills: d.primary,
      skills: d.skillsStr,
      job_description: d.description,
      details: { summary: d.summary, skills: d.detailSkills },
      apply_job_without_registration: d.noApply ? null : `${APPLY_BASE}${id}`,
      salary: d.salary,
      pay_rate___salary: d.payRate,
      job_code: d.jobCode,
      remoteOpportunity: d.remote,
    });
    return job;
  });
}

// ---------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------

function parseArgs(argv) {
  const args = { count: DEFAULT_COUNT, out: null, seed: DEFAULT_SEED };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`Missing value for ${a}`);
      return v;
    };
    if (a === "--count") args.count = Number.parseInt(next(), 10);
    else if (a === "--out") args.out = next();
    else if (a === "--seed") args.seed = Number.parseInt(next(), 10);
    else if (a === "--help" || a === "-h") {
      console.log("Usage: node scripts/generate-jobs.mjs [--count N] [--out PATH] [--seed INT]");
      process.exit(0);
    } else throw new Error(`Unknown argument: ${a}`);
  }
  if (!Number.isInteger(args.count) || args.count < 1) throw new Error("--count must be a positive integer");
  if (!Number.isInteger(args.seed)) throw new Error("--seed must be an integer");
  return args;
}

const args = parseArgs(process.argv.slice(2));
const scriptDir = dirname(fileURLToPath(import.meta.url));
const outPath = args.out
  ? resolve(process.cwd(), args.out)
  : resolve(scriptDir, "../worker/jobs/data/embedded-jobs.json");

const jobs = generate(args.count, args.seed);
const body = `{"generatedAt":"${GENERATED_AT}","jobs":[\n${jobs.map((j) => JSON.stringify(j)).join(",\n")}\n]}\n`;

mkdirSync(dirname(outPath), { recursive: true });
writeFileSync(outPath, body);
console.log(`Wrote ${jobs.length} jobs (${(Buffer.byteLength(body) / 1024).toFixed(0)} KB) to ${outPath}`);
