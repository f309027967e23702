/** Copy of the careers landing page (spec 2.18): hero, why-build section and the FAQ. */
import { site } from "./site";

export type CareersPoint = { title: string; description: string; icon: "shield" | "spark" | "users" | "chart" };
export type FaqItem = { id: string; question: string; answer: string };
type CtaCopy = { readonly label: string; readonly href: string };
/** The shapes of the hero and why-build copy with strings widened, so the Arabic and Turkish editions can fill them. */
export type CareersHeroCopy = { readonly eyebrow: string; readonly description: string; readonly cta: CtaCopy };
export type WhyBuildCareerCopy = {
  readonly eyebrow: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly points: readonly Readonly<CareersPoint>[];
  readonly cta: CtaCopy;
};

export const careersHero = {
  eyebrow: "Careers at E7",
  description:
    "Join the engineers, researchers and customer teams who keep the world's most sensitive information under control, from London, Giza, Istanbul and Dubai.",
  cta: { label: "Explore Open Roles", href: "/job-postings" },
} as const;

export const whyBuildCareer = {
  eyebrow: "Life at E7",
  title: "Why build your career at E7?",
  paragraphs: [
    "Hospitals, banks, manufacturers and governments trust us with the information that matters most to them: designs, patient records, financial data and state secrets. At E7 you build the technology that keeps it safe.",
    "You will work in small teams with real ownership, alongside specialists in cryptography, endpoint security and compliance who care about doing things properly and enjoy teaching what they know.",
  ],
  points: [
    { icon: "shield", title: "Work that matters", description: "What you build stops the leaks that make headlines and protects people whose data is at stake." },
    { icon: "spark", title: "Learn from specialists", description: "A yearly learning budget for courses, conferences and certifications, and colleagues who share what they know." },
    { icon: "users", title: "Flexible by design", description: "Hybrid working across four offices, with remote options for many engineering and research roles." },
    { icon: "chart", title: "Ownership from day one", description: "Clear goals, short feedback loops and the freedom to ship: you see your work in customers' hands." },
  ] satisfies CareersPoint[],
  cta: { label: "View Open Positions", href: "/job-postings" },
} as const;

export const careersFaqTitle = "Frequently asked questions";

/** Four questions, the first open initially (spec 2.18). */
export const careersFaq: readonly FaqItem[] = [
  {
    id: "how-to-apply",
    question: "How do I apply for a role at E7?",
    answer: `Browse our open roles, choose the one that fits and select Apply Now. The form takes about ten minutes: tell us about your experience and education, add a short cover letter and upload your resume as a PDF, DOC or DOCX file of up to 10 MB. You will see a confirmation as soon as your application reaches us. If no role fits yet, send your resume to ${site.careersEmail} and we will keep you in mind.`,
  },
  {
    id: "hiring-process",
    question: "What does the hiring process look like?",
    answer:
      "Most processes have four steps over three to four weeks: a 30-minute conversation with our talent team, an interview with the hiring manager, a practical exercise or technical discussion relevant to the role, and a final conversation with the people you would work with. We tell you what to expect at every stage, and everyone who interviews with us hears back, whatever the outcome.",
  },
  {
    id: "remote-hybrid",
    question: "Do you offer remote or hybrid working?",
    answer:
      "Yes. Most roles are hybrid, with two or three days a week together in London, Giza, Istanbul or Dubai, and many engineering and research roles are open to fully remote candidates in compatible time zones. Each job posting states its location, and roles marked Remote are open to flexible locations.",
  },
  {
    id: "growth",
    question: "What growth opportunities will I have?",
    answer:
      "Everyone has a personal development plan reviewed twice a year with their manager and an annual learning budget for courses, conferences and certifications such as CISSP, CISM or cloud security credentials. As we grow, people move between product, engineering and customer teams and take on new responsibility quickly, and we fill many senior roles from within.",
  },
];
