import { annualPay, deriveFilterOptions, filterJobs, jobTypeLabel, selectJobs, sortJobs } from "./filter";
import { EMPTY_JOB_PARAMS, type JobListParams } from "./params";
import { makeJob } from "./test-jobs";

const NOW = Date.parse("2026-03-20T12:00:00.000Z");
const daysAgo = (n: number) => new Date(NOW - n * 24 * 60 * 60 * 1000).toISOString();
const p = (overrides: Partial<JobListParams>): JobListParams => ({ ...EMPTY_JOB_PARAMS, ...overrides });

const jobs = [
  makeJob({ id: "a", jobNumber: "E7-ENG-01", title: "Platform Engineer", department: "Engineering", jobCategory: "Engineering", experience: "Senior", employmentType: "Full Time", location: "London, England", postedAt: daysAgo(2), maximumPay: 120000 }),
  makeJob({ id: "b", jobNumber: "E7-SAL-02", title: "Account Executive", department: "Sales", jobCategory: "Sales", experience: "Mid Level", employmentType: "Contract", location: "Dubai, Dubai", postedAt: daysAgo(10), minimumPay: 5000, maximumPay: 12000, salaryPeriod: "monthly" }),
  makeJob({ id: "c", jobNumber: "c", title: "Security Research Intern", department: "Research", jobCategory: "Research", experience: "Entry Level", employmentType: "", location: "Remote", isRemoteFlexible: true, postedAt: daysAgo(20), minimumPay: undefined, maximumPay: undefined }),
  makeJob({ id: "d", jobNumber: "E7-ENG-04", title: "Support Analyst", department: "Customer Success", jobCategory: "Engineering", experience: "Mid Level", employmentType: "Part Time", location: "London, England", postedAt: daysAgo(40), minimumPay: 40, maximumPay: 60, salaryPeriod: "hourly" }),
];
const ids = (list: { id: string }[]) => list.map((j) => j.id);

describe("deriveFilterOptions", () => {
  it("lists the distinct, non-empty values of the loaded jobs, sorted", () => {
    expect(deriveFilterOptions(jobs)).toEqual({
      locations: ["Dubai, Dubai", "London, England", "Remote"],
      categories: ["Engineering", "Research", "Sales"],
      types: ["Contract", "Full Time", "Part Time"],
      levels: ["Entry Level", "Mid Level", "Senior"],
    });
    expect(deriveFilterOptions([])).toEqual({ locations: [], categories: [], types: [], levels: [] });
  });

  it("shows a job without a type as Full Time", () => {
    expect(jobTypeLabel(makeJob({ employmentType: "  " }))).toBe("Full Time");
  });
});

describe("filterJobs", () => {
  it("returns everything without filters", () => {
    expect(ids(filterJobs(jobs, EMPTY_JOB_PARAMS, NOW))).toEqual(["a", "b", "c", "d"]);
  });

  it("searches title, display job id and department, case-insensitively", () => {
    expect(ids(filterJobs(jobs, p({ q: "ENGINEER" }), NOW))).toEqual(["a"]);
    expect(ids(filterJobs(jobs, p({ q: "e7-sal" }), NOW))).toEqual(["b"]);
    expect(ids(filterJobs(jobs, p({ q: "customer success" }), NOW))).toEqual(["d"]);
    expect(ids(filterJobs(jobs, p({ q: "nothing like this" }), NOW))).toEqual([]);
  });

  it("matches the location exactly", () => {
    expect(ids(filterJobs(jobs, p({ location: "London, England" }), NOW))).toEqual(["a", "d"]);
    expect(ids(filterJobs(jobs, p({ location: "London" }), NOW))).toEqual([]);
  });

  it("matches category, type and level by membership, all filters together", () => {
    expect(ids(filterJobs(jobs, p({ category: ["Engineering", "Sales"] }), NOW))).toEqual(["a", "b", "d"]);
    expect(ids(filterJobs(jobs, p({ type: ["Full Time"] }), NOW))).toEqual(["a", "c"]);
    expect(ids(filterJobs(jobs, p({ level: ["Mid Level"] }), NOW))).toEqual(["b", "d"]);
    expect(ids(filterJobs(jobs, p({ category: ["Engineering"], level: ["Mid Level"] }), NOW))).toEqual(["d"]);
  });

  it("keeps jobs posted within any chosen window; 'All' disables the date filter", () => {
    expect(ids(filterJobs(jobs, p({ posted: ["7"] }), NOW))).toEqual(["a"]);
    expect(ids(filterJobs(jobs, p({ posted: ["15"] }), NOW))).toEqual(["a", "b"]);
    expect(ids(filterJobs(jobs, p({ posted: ["7", "30"] }), NOW))).toEqual(["a", "b", "c"]);
    expect(ids(filterJobs(jobs, p({ posted: ["7", "all"] }), NOW))).toEqual(["a", "b", "c", "d"]);
  });

  it("treats an unreadable posting date as outside every window", () => {
    expect(filterJobs([makeJob({ postedAt: "" })], p({ posted: ["30"] }), NOW)).toEqual([]);
  });
});

describe("sortJobs", () => {
  it("sorts latest first by default and oldest first on request", () => {
    expect(ids(sortJobs([jobs[2]!, jobs[0]!, jobs[3]!, jobs[1]!], "latest"))).toEqual(["a", "b", "c", "d"]);
    expect(ids(sortJobs(jobs, "oldest"))).toEqual(["d", "c", "b", "a"]);
  });

  it("sorts by yearly pay, highest first, with unknown salaries last", () => {
    expect(annualPay(jobs[1]!)).toBe(144000);
    expect(annualPay(jobs[3]!)).toBe(124800);
    expect(annualPay(jobs[2]!)).toBeNull();
    expect(ids(sortJobs(jobs, "salary"))).toEqual(["b", "d", "a", "c"]);
  });

  it("does not change the list it is given", () => {
    const copy = [...jobs];
    sortJobs(jobs, "oldest");
    expect(jobs).toEqual(copy);
  });
});

describe("selectJobs", () => {
  it("filters then sorts", () => {
    expect(ids(selectJobs(jobs, p({ location: "London, England", sort: "oldest" }), NOW))).toEqual(["d", "a"]);
  });
});
