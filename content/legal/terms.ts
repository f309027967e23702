import { offices, site } from "@/content/site";
import { legalContacts, type LegalDocument } from "./types";

const hq = offices.find((o) => o.id === "hq")!;
const hqAddress = `${hq.streetAddress}, ${hq.city} ${hq.postalCode ?? ""}, ${hq.country}`.replace(" ,", ",");
const mail = (address: string) => `[${address}](mailto:${address})`;

/** Terms of use of the website and its forms. Commercial use of E7 products is governed by separate agreements. */
export const termsOfUse: LegalDocument = {
  updated: "2026-11-16",
  intro: [
    `These terms govern your use of this website and of the forms on it. Please read them carefully: by using the website or submitting a form you agree to them. If you do not agree, please do not use the website.`,
  ],
  sections: [
    {
      id: "about",
      title: "1. About us and these terms",
      blocks: [
        `This website is operated by ${site.legalName}, a company registered in England and Wales with its headquarters at ${hqAddress} ("E7", "we", "us").`,
        "These terms cover the website only. The purchase and use of E7 products and services, including trials and proofs of concept, are governed by the written agreement you sign with us or with an authorised partner.",
      ],
    },
    {
      id: "using-the-website",
      title: "2. Using the website",
      blocks: [
        "You may use the website to learn about E7, our products and our partner programme, to contact us, to request a demo and to apply for jobs. We may change, suspend or withdraw any part of the website at any time, and we do not guarantee that it will always be available or free of errors.",
        "You are responsible for the devices and connection you use to access the website and for keeping any information we give you for access to restricted content confidential.",
      ],
    },
    {
      id: "acceptable-use",
      title: "3. Acceptable use",
      blocks: [
        "When you use the website you must not:",
        [
          "break any law or use the website for a fraudulent or harmful purpose;",
          "attempt to gain unauthorised access to the website, its servers or any connected system, or probe, scan or test their vulnerability without our written permission;",
          "introduce viruses, malware or other harmful material, or interfere with the website's operation, for example by overloading it or bypassing rate limits;",
          "collect content or data from the website by automated means, other than by search engines indexing public pages;",
          "submit forms in someone else's name, with false information, or to send advertising or spam.",
        ],
        `If you believe you have found a security vulnerability in the website, please report it to ${mail(legalContacts.securityEmail)} and give us a reasonable time to fix it before disclosing it. We welcome good-faith reports.`,
      ],
    },
    {
      id: "forms",
      title: "4. Contact, demo and partner enquiries",
      blocks: [
        "When you submit the contact or demo request form you confirm that the information you give is accurate, that you are entitled to share it, and, if you write on behalf of an organisation, that you are authorised to do so.",
        "Please do not send confidential information, special category data or other people's personal data through the forms unless it is needed for your enquiry. Submitting a form does not create a contract, and we may decline a demo request, for example from a competitor.",
        "We use the information you submit as described in our [Privacy Policy](/privacy). Ticking the consent box on a form confirms that you accept these terms and have read that policy.",
      ],
    },
    {
      id: "job-applications",
      title: "5. Job applications",
      blocks: [
        "When you apply for a role you confirm that the information and documents you provide are true, complete and your own. Uploaded files must be PDF, DOC or DOCX documents of no more than 10 MB and must not contain harmful code.",
        "An application does not guarantee an interview or an offer. Any offer of employment is subject to satisfactory checks and to a written contract of employment.",
      ],
    },
    {
      id: "intellectual-property",
      title: "6. Our content and trade marks",
      blocks: [
        `The website and its content, including text, graphics, illustrations, badges and software, are owned by or licensed to ${site.legalName} and protected by copyright and other intellectual property rights.`,
        "You may view the website and print or download extracts for your own reference or to evaluate E7 products within your organisation. You must not otherwise copy, modify, republish or commercially exploit the content without our written permission, and you must not remove any copyright or other notices.",
        `"E7" and "${site.productName}" are trade marks of ${site.legalName}. Names of regulations, standards and third-party products appear only to describe them and do not imply endorsement.`,
      ],
    },
    {
      id: "no-advice",
      title: "7. Information, not advice",
      blocks: [
        "The content of the website is general information. In particular, our pages on laws, regulations and standards summarise them to explain how E7 can help; they are not legal advice and are not a complete statement of any obligation. You should take professional advice on how the law applies to your organisation.",
        "Descriptions of products and features are for information only and may change. The specification of what you buy is the one in your agreement.",
      ],
    },
    {
      id: "other-websites",
      title: "8. Links to other websites",
      blocks: [
        "The website links to websites we do not operate, such as our partner portal and social media pages. Those websites have their own terms and privacy notices, and we are not responsible for their content or availability.",
      ],
    },
    {
      id: "liability",
      title: "9. Our responsibility to you",
      blocks: [
        "Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited under the law of England and Wales.",
        "Subject to that, the website is provided free of charge and as it is. To the extent the law allows, we exclude all implied conditions, warranties and representations about it, and we are not liable, whether in contract, tort (including negligence) or otherwise, for any loss of profit, revenue, business, goodwill or data, or for any indirect or consequential loss, arising from your use of the website or your reliance on its content.",
        "We are not liable for loss or damage caused by a virus or other harmful material that may affect your equipment, programs or data because you used the website or downloaded content from it, or for loss caused by websites we link to.",
      ],
    },
    {
      id: "privacy",
      title: "10. Privacy",
      blocks: ["Our [Privacy Policy](/privacy) explains how we use personal data collected through the website and its forms, and the rights you have."],
    },
    {
      id: "changes",
      title: "11. Changes to these terms",
      blocks: [
        "We may update these terms from time to time, for example to reflect changes in the law or in our website. The date at the top shows when they last changed, and the version in force when you use the website applies.",
      ],
    },
    {
      id: "law",
      title: "12. Governing law",
      blocks: [
        "These terms, and any dispute or claim arising out of or in connection with them or with your use of the website, are governed by the law of England and Wales. The courts of England and Wales have exclusive jurisdiction, except that if you are a consumer living in Scotland or Northern Ireland you may also bring proceedings in your local courts.",
      ],
    },
    {
      id: "contact",
      title: "13. Contact us",
      blocks: [
        `${site.legalName}, ${hqAddress}. Email ${mail(site.email)}, call [${site.phone}](${site.phoneHref}) or use our [contact page](/contact).`,
      ],
    },
  ],
};
