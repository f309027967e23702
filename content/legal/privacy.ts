import { offices, site } from "@/content/site";
import { legalContacts, type LegalDocument } from "./types";

const hq = offices.find((o) => o.id === "hq")!;
const hqAddress = `${hq.streetAddress}, ${hq.city} ${hq.postalCode ?? ""}, ${hq.country}`.replace(" ,", ",");
const privacyMail = `[${legalContacts.privacyEmail}](mailto:${legalContacts.privacyEmail})`;

/** The privacy notice for visitors, prospects, partners and job applicants (UK GDPR first, with local regimes). */
export const privacyPolicy: LegalDocument = {
  updated: "2026-11-16",
  intro: [
    `${site.legalName} ("E7", "we", "us") helps organisations protect sensitive data and meet laws such as the GDPR, the UAE PDPL and India's DPDP Act. We hold ourselves to the same standard. This notice explains what personal data we collect through this website and its forms, why we use it, who we share it with, how long we keep it and the rights you have.`,
  ],
  sections: [
    {
      id: "who-we-are",
      title: "1. Who we are",
      blocks: [
        `${site.legalName} is a company registered in England and Wales with its headquarters at ${hqAddress}. It is the controller of the personal data described in this notice.`,
        `We also have offices in Egypt (Giza), Türkiye (Istanbul) and the United Arab Emirates (Dubai). Where one of those offices handles your enquiry or application, it acts together with us and follows this notice.`,
        `Questions about this notice or about your personal data can be sent to ${privacyMail} or by post to the Privacy Team at the address above.`,
      ],
    },
    {
      id: "scope",
      title: "2. What this notice covers",
      blocks: [
        "This notice covers personal data we collect when you visit our website, send us an enquiry, request a demo, register interest as a partner, apply for a job or otherwise contact us.",
        "It does not cover data that our customers protect with E7 products. For that data our customer is the controller and we act only on its instructions, under the data processing terms of our customer agreements.",
      ],
    },
    {
      id: "data-we-collect",
      title: "3. The personal data we collect",
      blocks: [
        "We collect only what we need for the purpose at hand:",
        [
          "Contact form: your first and last name, email address, country code and phone number, the nature of your enquiry, your message, and a record that you accepted our terms.",
          "Demo request: your company's name, the decision maker's first name and, if given, last name and job title, email address, country code and phone number, and country.",
          "Job application: your name and contact details, address, current job title and employer, total and relevant experience, expected salary, notice period, earliest joining date, willingness to relocate, education, how you heard about us, your cover letter, optional portfolio and LinkedIn links, your resume and any other document you attach.",
          "Website use: your IP address, browser and device type, the pages you visit and when, collected in server logs to keep the site secure and in aggregate page-view statistics.",
          "From others: details passed to us by a recruitment agency or an employee who refers you, by a partner who registers an opportunity with us, or from public professional profiles you point us to.",
        ],
        "Please do not include special category data (for example about health, religion or ethnicity) or confidential business information in free-text fields or documents unless it is needed. If you tell us about a disability so that we can make adjustments to a recruitment process, we use that information only for that purpose.",
      ],
    },
    {
      id: "purposes",
      title: "4. Why we use it and our lawful bases",
      blocks: [
        "Under the UK GDPR and the EU GDPR we must have a lawful basis for each use of personal data. Ours are:",
        {
          caption: "Purposes of processing and their lawful bases",
          head: ["Purpose", "Lawful basis"],
          rows: [
            ["Answering your enquiry and following it up", "Legitimate interests in responding to people who contact us; steps you ask us to take before a contract"],
            ["Arranging and delivering a demo, and discussing a possible purchase", "Steps you ask us to take before entering into a contract; legitimate interests in developing our business"],
            ["Assessing your job application, interviewing and making an offer", "Steps you ask us to take before entering into an employment contract; legitimate interests in recruiting the right people"],
            ["Right-to-work and other pre-employment checks for successful candidates", "Legal obligation"],
            ["Sending news about our products and events", "Your consent, or for existing business contacts our legitimate interests, with an opt-out in every message"],
            ["Keeping the website and forms secure, including rate limits and spam filtering", "Legitimate interests in protecting our systems and the people who use them"],
            ["Understanding which pages are useful, in aggregate", "Legitimate interests in improving our website"],
            ["Keeping records, handling disputes and meeting legal requirements", "Legal obligation; legitimate interests in establishing and defending legal claims"],
          ],
        },
        "Where we rely on legitimate interests, we have weighed them against your rights and expectations; you can ask us for details. Where we rely on consent, you can withdraw it at any time without affecting what we did before.",
        "We do not make decisions about you based solely on automated processing, including in recruitment.",
      ],
    },
    {
      id: "cookies",
      title: "5. Cookies and analytics",
      blocks: [
        "Our website works without advertising or cross-site tracking cookies. We use only what is strictly necessary to deliver the site securely, and privacy-friendly page-view statistics that do not use cookies or build profiles of individual visitors.",
        "If we ever want to use cookies that are not strictly necessary, we will ask for your consent first, as the Privacy and Electronic Communications Regulations require, and update this notice.",
      ],
    },
    {
      id: "sharing",
      title: "6. Who we share it with",
      blocks: [
        "We never sell personal data. We share it only as follows:",
        [
          "Our offices in Egypt, Türkiye and the UAE, when they are best placed to answer your enquiry, run your demo or take part in recruiting for a role.",
          "Service providers who host our website and systems, send email, manage customer relationships or support recruitment. They act on our instructions under contracts that require them to protect the data.",
          "An authorised E7 partner in your region, if you ask to work with one or your enquiry concerns their territory. We tell you before we do this.",
          "Professional advisers such as lawyers, auditors and insurers, under duties of confidentiality.",
          "Courts, regulators, law enforcement or other authorities where the law requires it or to protect our rights.",
          "A buyer or successor if all or part of our business is sold or reorganised, under equivalent protections.",
        ],
      ],
    },
    {
      id: "transfers",
      title: "7. International transfers",
      blocks: [
        "Because we work across the United Kingdom, Egypt, Türkiye and the UAE, your personal data may be transferred between those countries and to service providers elsewhere.",
        "When data leaves the UK or the European Economic Area for a country without an adequacy decision, we protect it with the UK International Data Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses, together with technical measures such as encryption. We also meet the transfer rules of the laws that apply to our other offices, including the UAE PDPL, Türkiye's Law No. 6698 on the Protection of Personal Data and Egypt's Personal Data Protection Law No. 151 of 2020. You can ask us for a copy of the safeguards that apply to you.",
      ],
    },
    {
      id: "retention",
      title: "8. How long we keep it",
      blocks: [
        {
          caption: "Retention periods",
          head: ["Data", "How long"],
          rows: [
            ["Contact enquiries and demo requests", "24 months after our last contact with you, or for as long as you remain a customer or partner contact"],
            ["Applications that do not lead to a hire", "6 months after the recruitment decision, or 24 months if you agree to stay in our talent pool"],
            ["Applications that lead to a hire", "Moved to your employee record and kept for the duration of employment and as employment law requires afterwards"],
            ["Server and security logs", "30 days, unless needed longer to investigate a specific incident"],
            ["Marketing preferences and opt-outs", "For as long as needed to respect your choice"],
          ],
        },
        "At the end of these periods we delete the data or make it anonymous.",
      ],
    },
    {
      id: "security",
      title: "9. How we protect it",
      blocks: [
        "We protect personal data with the same controls we build for our customers: encryption in transit and at rest, least-privilege access, logging of access to personal data, and staff training. Uploaded files are checked and stored separately from the website. If a breach affects your personal data and is likely to put your rights at risk, we will tell you and the relevant regulators as the law requires.",
      ],
    },
    {
      id: "your-rights",
      title: "10. Your rights",
      blocks: [
        "Under the UK GDPR and the EU GDPR you have the right to:",
        [
          "access the personal data we hold about you and receive a copy;",
          "have inaccurate data corrected and incomplete data completed;",
          "have your data erased, for example when we no longer need it;",
          "restrict our use of your data while a concern is resolved;",
          "object to our use of your data based on legitimate interests, and to direct marketing at any time;",
          "receive data you gave us in a portable format, where we rely on consent or a contract;",
          "withdraw consent at any time, where we rely on it.",
        ],
        "Similar rights apply under the UAE PDPL, Saudi Arabia's PDPL, Türkiye's Law No. 6698, Egypt's Law No. 151 of 2020 and India's DPDP Act, which also gives you the right to grievance redressal and to nominate someone to exercise your rights. We honour the rights the law of your country gives you.",
        `To exercise a right, email ${privacyMail}. We may ask you to confirm your identity. We reply within one month, or tell you within that month if we need up to two more months for a complex request. There is normally no charge.`,
      ],
    },
    {
      id: "complaints",
      title: "11. Complaints",
      blocks: [
        `We would like the chance to resolve any concern first, so please contact us at ${privacyMail}. You also have the right to complain to the UK Information Commissioner's Office ([ico.org.uk](https://ico.org.uk), 0303 123 1113) or to the data protection authority where you live or work, such as an EU supervisory authority, the UAE Data Office, the Data Protection Board of India or Türkiye's Personal Data Protection Authority.`,
      ],
    },
    {
      id: "children",
      title: "12. Children",
      blocks: ["Our website and services are intended for businesses and job seekers aged 18 or over. We do not knowingly collect personal data from children."],
    },
    {
      id: "changes",
      title: "13. Changes to this notice",
      blocks: [
        "We review this notice regularly and update it when our practices or the law change. The date at the top shows when it last changed; if a change significantly affects how we use data you have already given us, we will tell you directly.",
      ],
    },
    {
      id: "contact",
      title: "14. Contact us",
      blocks: [
        `Privacy Team, ${site.legalName}, ${hqAddress}. Email ${privacyMail} or call [${site.phone}](${site.phoneHref}). For general questions, use our [contact page](/contact).`,
      ],
    },
  ],
};
