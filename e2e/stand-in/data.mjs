// The stand-in API host's own content: deliberately different from the built-in seed so tests can tell them apart.
const day = 24 * 60 * 60 * 1000;
const isoDaysAgo = (n) => new Date(Date.now() - n * day).toISOString();

/** @param {string} origin the stand-in's own origin, which its absolute image URLs name */
export function initialData(origin) {
  return {
    blogPosts: [
      {
        id: 9001,
        slug: "stand-in-zero-trust-files",
        title: "Stand-in: Zero Trust for Files",
        content: "<p>Zero trust applies to <strong>files</strong> as much as to networks.</p><h2>Why it matters</h2><p>Files leave the perimeter every day.</p>",
        coverImageUrl: "",
        author: "Stand-in Author",
        keywords: "zero-trust,files,encryption",
        metaDescription: "How zero trust applies to files that leave the perimeter.",
        createdAt: "2026-10-01T09:00:00.000Z",
      },
      {
        id: 9002,
        title: "Stand-in: Watermarks That Deter Leaks!",
        content: "<p>Visible watermarks change behaviour.</p><script>window.__xss = 1</script><img src=x onerror=\"window.__xss=2\"><a href=\"javascript:alert(1)\">bad link</a><p>Safe paragraph stays.</p>",
        coverImageUrl: null,
        author: null,
        keywords: "watermarking, insider-risk",
        metaDescription: null,
        createdAt: "2026-09-15T12:30:00.000Z",
      },
      {
        id: 9003,
        slug: "stand-in-print-control",
        title: "Stand-in: Print Control Basics",
        content: "<p>Printing is still a leak path. " + "Long text. ".repeat(30) + "</p>",
        coverImageUrl: "",
        author: "Print Team",
        keywords: "",
        metaDescription: "",
        createdAt: "2026-08-20T08:00:00.000Z",
      },
      {
        // Images as authors leave them: no alt, no size, relative URLs, one on another host, one that is no URL.
        id: 9004,
        slug: "stand-in-figures-from-the-host",
        title: "Stand-in: Figures From the Host",
        content:
          "<p>Every figure in this post is stored on the API host.</p>" +
          '<img src="/media/figure.png">' +
          `<p><img src="${origin}/media/chart.png" width="400" height="300" alt="Leak paths by channel"></p>` +
          '<p><img src="media/diagram.svg"></p>' +
          '<p><img src="https://images.example.com/tracker.png" alt="A figure kept elsewhere"></p>' +
          '<p><img src="http://[broken"><img src=""><img src="#top"><img src="?page=2"><img src="TBD"></p>' +
          "<p>Figures end here.</p>",
        coverImageUrl: `${origin}/media/cover.png`,
        author: "Figure Desk",
        keywords: "figures,images",
        metaDescription: "A post whose images come from the API host.",
        createdAt: "2026-07-10T10:00:00.000Z",
      },
    ],
    jobs: [
      {
        id: "sj-1",
        displayJobId: "SI-001",
        title: "Stand-in Platform Engineer",
        department: "Engineering",
        experienceLevel: "Senior",
        employmentType: "Full Time",
        jobCategory: "Engineering",
        minimumPay: 90000,
        maximumPay: 120000,
        currency: "GBP",
        salaryPeriod: "yearly",
        city: "London",
        state: "England",
        location: "London, UK",
        country: "United Kingdom",
        isRemoteFlexible: false,
        createdAt: isoDaysAgo(2),
        applicationDeadline: "2026-12-31T00:00:00.000Z",
        description: "Build the stand-in platform.",
        keyResponsibilities: "• Design services\n• Review code",
        requiredSkills: "TypeScript\nPostgreSQL",
        requiredQualifications: "• BSc in Computer Science",
        preferredQualifications: "• Security clearance",
        additionalCompensation: "• Annual bonus",
      },
      {
        id: "sj-2",
        title: "Stand-in Sales Intern",
        department: "Sales",
        type: "Internship",
        jobCategory: "Sales",
        currency: "AED",
        salaryPeriod: "monthly",
        minimumPay: 5000,
        maximumPay: 7000,
        isRemoteFlexible: true,
        createdAt: isoDaysAgo(20),
        description: "Learn enterprise sales.",
        keyResponsibilities: "Research accounts",
        requiredSkills: "Communication",
        requiredQualifications: "Enrolled in a degree",
        preferredQualifications: "",
        additionalCompensation: "",
      },
    ],
    services: [
      {
        title: "Stand-in Managed DLP",
        slug: "stand-in-managed-dlp",
        content: {
          hero: { title: "Stand-in Managed DLP", description: "We run data loss prevention for you.", backgroundImage: "/media/cover.png", ctaText: "Talk to us", ctaUrl: "/contact" },
          expertGuidance: {
            title: "Expert guidance",
            description: "First paragraph.\n\nSecond paragraph.",
            image: "/media/service.png",
            ctaText: "Book a Demo",
            ctaUrl: "/request-demo",
          },
          consultingServices: {
            title: "Consulting Services",
            services: [{ id: "c1", title: "Assessment", description: "We assess your data flows.", image: "media/diagram.svg" }],
          },
        },
      },
    ],
  };
}
