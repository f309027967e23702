import type { RawBlogPost } from "@/lib/api/raw-types";

/** The built-in API host's blog posts (spec section 3 shape), newest first. */
export const seedBlogPosts: RawBlogPost[] = [
  {
    id: 106,
    slug: "screenshot-leaks-remote-work",
    title: "Screenshots Are the Leak Nobody Logs",
    content: `<p>Most data-loss programmes watch email, USB ports and cloud uploads. Far fewer watch the simplest exfiltration path of all: a screenshot, or a phone pointed at a monitor. In a hybrid workplace, where sensitive dashboards are open on kitchen tables and shared screens, that gap has become the norm rather than the exception.</p>
<h2>Why screen capture escapes traditional DLP</h2>
<p>Classic DLP inspects content as it moves: a file attached to a message, a document copied to removable media. A screenshot never moves the original file. It creates a new image, often outside any monitored channel, and a photo taken with a personal phone never touches the corporate network at all.</p>
<ul>
<li><strong>Print Screen and snipping tools</strong> produce images that carry no classification label.</li>
<li><strong>Screen-sharing sessions</strong> can be recorded by any participant.</li>
<li><strong>Phone cameras</strong> bypass every endpoint control.</li>
</ul>
<h2>Deterrence and attribution</h2>
<p>A visible, dynamic screen watermark showing the viewer's name, time and device changes behaviour: people think twice when every capture points back to them. When a capture does leak, the watermark turns an anonymous image into an investigation with a starting point.</p>
<p>Pair the watermark with print-screen blocking on the most sensitive applications, and show a customisable warning that explains why the action was stopped. Users accept controls they understand.</p>
<h2>Where to start</h2>
<ol>
<li>List the applications that display regulated or confidential data.</li>
<li>Turn on screen watermarking for those applications first.</li>
<li>Block capture tools where the business impact is low, and warn where it is high.</li>
<li>Review capture attempts in the audit trail each week.</li>
</ol>
<p>Screen capture will never disappear, but it can stop being invisible.</p>`,
    coverImageUrl: "/images/blog/screenshot-leaks.svg",
    author: "Leila Haddad",
    keywords: "insider-risk, screen watermarking, hybrid work, DLP",
    metaDescription: "Why screenshots and phone photos escape traditional DLP, and how dynamic screen watermarks and capture blocking close the gap.",
    createdAt: "2026-11-12T09:30:00.000Z",
  },
  {
    id: 105,
    slug: "dora-ict-third-party-risk-files",
    title: "DORA in Practice: Files You Share with ICT Providers",
    content: `<p>The EU's Digital Operational Resilience Act has applied since January 2025, and supervisors have moved from awareness to inspection. One theme keeps returning in their questions: what happens to the data a financial entity hands to its ICT third-party providers?</p>
<h2>The contract is not the control</h2>
<p>DORA requires contractual arrangements that cover data location, access and return at exit. Contracts matter, but they do not stop a file from being copied once it has left your tenant. Supervisors increasingly ask how firms <em>technically</em> enforce what the contract promises.</p>
<h2>Persistent protection for shared files</h2>
<p>File-level encryption that travels with the document keeps the policy attached wherever the file goes. Access can be limited to named users at the provider, printing and copying can be disabled, and access can be revoked the day the contract ends, even for copies already downloaded.</p>
<h2>Evidence for the register of information</h2>
<p>Every open, print attempt and revocation is recorded. That audit trail supports the register of information and makes incident reporting faster when a provider suffers a breach: you know exactly which files were exposed and who opened them.</p>
<blockquote><p>Resilience is not only about keeping systems running. It is about knowing where your data is when someone else's systems fail.</p></blockquote>
<p>For most firms, the practical first step is to classify the documents that leave for outsourced functions (payroll, IT support, cloud hosting) and apply persistent protection to those flows before the next supervisory review.</p>`,
    coverImageUrl: "/images/blog/dora-third-party.svg",
    author: "Marcus Whitfield",
    keywords: "compliance, DORA, third-party risk, encryption",
    metaDescription: "How financial entities can technically enforce DORA third-party obligations with persistent file protection and audit trails.",
    createdAt: "2026-10-28T08:00:00.000Z",
  },
  {
    id: 104,
    title: "Five Signals an Employee Is Leaving with Your Data",
    content: `<p>Departing employees remain one of the most common sources of data loss. Industry studies regularly find that a large share of leavers take some company data with them, usually without malice: a client list "for reference", a folder of templates, a copy of their own work.</p>
<p>Intent aside, the damage is the same. These five signals, visible in ordinary audit data, are worth watching in the weeks before and after a resignation.</p>
<h2>1. Bulk downloads from shared drives</h2>
<p>A sudden spike in files opened or synced from SharePoint, Box or Google Drive, especially outside the person's usual projects.</p>
<h2>2. Printing volumes that do not fit the role</h2>
<p>Paper is still an exit route. Print control with watermarking makes every page traceable.</p>
<h2>3. Transfers to personal cloud storage</h2>
<p>Uploads to personal accounts, or email forwarded to private addresses.</p>
<h2>4. Unusual access hours</h2>
<p>Late-night sessions touching sensitive repositories.</p>
<h2>5. Renaming and compressing files</h2>
<p>Archives and renamed extensions are classic attempts to get past content inspection.</p>
<h2>Responding proportionately</h2>
<p>None of these signals proves wrongdoing. Combine them with HR context, keep investigations discreet, and rely on persistent protection so that files taken out of the organisation remain unreadable once access is revoked.</p>`,
    coverImageUrl: "/images/blog/departing-employees.svg",
    author: "Leila Haddad",
    keywords: "insider-risk, offboarding, audit, data exfiltration",
    metaDescription: "Five audit signals that show data leaving with a departing employee, and how to respond without overreacting.",
    createdAt: "2026-09-16T10:15:00.000Z",
  },
  {
    id: 103,
    slug: "watermarking-office-documents",
    title: "Dynamic Watermarks for Office and PDF Files",
    content: `<p>Static watermarks such as "CONFIDENTIAL" stamped across a template are easy to ignore and easy to remove. Dynamic watermarks are generated when a document is opened or printed, and they carry information about <em>that</em> viewer and <em>that</em> moment.</p>
<h2>What to put in a watermark</h2>
<ul>
<li>The viewer's name or email address</li>
<li>Date and time of access</li>
<li>Device name or IP address</li>
<li>The document's classification level</li>
</ul>
<p>Keep it readable but unobtrusive: a diagonal, semi-transparent tile pattern survives cropping far better than a single line in the footer.</p>
<h2>Format by format</h2>
<p><strong>Word and PDF</strong> documents suit a tiled background watermark on every page. <strong>Excel</strong> workbooks are best watermarked on screen and on print, because spreadsheets are often viewed rather than printed. <strong>PowerPoint</strong> decks benefit from a watermark on each slide, including in presenter mode, since slides are the most screenshotted format of all.</p>
<h2>Rolling out without friction</h2>
<p>Start with a single department that handles confidential material, such as legal or finance, and gather feedback on legibility. Then extend by classification label rather than by team, so the policy follows the data.</p>`,
    coverImageUrl: "/images/blog/office-watermarks.svg",
    author: "Daniel Okafor",
    keywords: "watermarking, Microsoft 365, document security",
    metaDescription: "How to design and roll out dynamic watermarks across Word, Excel, PowerPoint and PDF documents.",
    createdAt: "2026-06-03T07:45:00.000Z",
  },
  {
    id: 102,
    slug: "uae-pdpl-readiness-checklist",
    title: "UAE PDPL Readiness: A Checklist for Security Teams",
    content: `<p>The UAE's Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data (PDPL) sets out obligations that will feel familiar to anyone who has worked with GDPR, with important local differences. For security teams in Dubai, Abu Dhabi and across the Emirates, the question is how to turn the law's principles into controls.</p>
<h2>Know where personal data lives</h2>
<p>Start with discovery: which file shares, mailboxes and cloud drives hold personal data, and who can reach them. Classification labels make the rest of the programme possible.</p>
<h2>Protect data in use, not only at rest</h2>
<p>Encryption at rest protects against stolen disks. It does nothing once an authorised user opens a file. Usage controls (view-only access, print restrictions, screen watermarks) cover the moment data is actually exposed.</p>
<h2>Control cross-border transfers</h2>
<p>The PDPL restricts transfers outside the UAE. Persistent file protection lets you keep files readable only by approved users, wherever a copy ends up.</p>
<h2>Be ready to report</h2>
<p>Breach notification depends on knowing what was exposed. An audit trail of every access and revocation turns a week of forensics into an afternoon's report.</p>
<p>Checklist summary: discover, classify, protect in use, control transfers, log everything, rehearse the breach response.</p>`,
    coverImageUrl: "/images/blog/uae-pdpl.svg",
    author: "Omar Al-Mansouri",
    keywords: "compliance, UAE PDPL, Middle East, privacy",
    metaDescription: "A practical UAE PDPL readiness checklist for security teams: discovery, classification, usage controls and breach reporting.",
    createdAt: "2025-11-20T06:30:00.000Z",
  },
  {
    id: 101,
    slug: "zero-trust-for-files",
    title: "Zero Trust Stops at the Network. Your Files Do Not.",
    content: `<p>Zero trust architectures have transformed how organisations grant access to applications: verify explicitly, use least privilege, assume breach. Yet most implementations stop at the moment a user is allowed in. After that, a downloaded file is on its own.</p>
<h2>The download gap</h2>
<p>Once a spreadsheet is saved to a laptop, forwarded to a partner or synced to a personal device, network-level controls no longer apply. The file carries no memory of who was supposed to read it.</p>
<h2>Extending zero trust to the file</h2>
<p>File-centric security applies the same principles to the data itself. Each file is encrypted, and every open is a fresh access decision: is this user still authorised, on this device, at this time? Permissions to read, edit, print or share are enforced by the file's protection rather than by the folder it came from.</p>
<h2>What changes for users</h2>
<p>Very little. Files open in the applications people already use, including Microsoft 365, Box and Google Drive. The difference shows up only when something goes wrong: a revoked contractor finds their copies no longer open, and the security team can see every attempt.</p>
<p>Zero trust is a journey, and the file is its last mile.</p>`,
    coverImageUrl: "/images/blog/zero-trust-files.svg",
    author: "Daniel Okafor",
    keywords: "zero-trust, encryption, file security",
    metaDescription: "Why zero trust must extend beyond network access to the files themselves, and how persistent file protection closes the gap.",
    createdAt: "2025-08-14T09:00:00.000Z",
  },
  {
    id: 100,
    slug: "print-control-still-matters",
    title: "Why Print Control Still Matters in 2025",
    content: `<p>It is tempting to think of printing as a legacy concern. Yet paper remains one of the least monitored ways for sensitive information to leave an organisation, from board papers left on a train to patient records in a recycling bin.</p>
<h2>Three controls that make a difference</h2>
<ol>
<li><strong>Policy by classification:</strong> allow, watermark or block printing according to the document's label.</li>
<li><strong>Print watermarks:</strong> stamp every page with the user, time and printer.</li>
<li><strong>Audit:</strong> record every print job against the document that produced it.</li>
</ol>
<p>Together these turn printing from a blind spot into an accountable, traceable action, without forcing anyone to stop using paper when the work requires it.</p>`,
    coverImageUrl: "/images/blog/print-control.svg",
    author: null,
    keywords: "print control, watermarking, healthcare",
    metaDescription: "Printing is still a major leak path. Three controls that make it traceable without stopping legitimate work.",
    createdAt: "2025-03-05T11:00:00.000Z",
  },
];
