import { activeFilterCount, EMPTY_JOB_PARAMS, jobListHref, jobListParamsOfForm, serializeJobListParams } from "./params";
import { parseJobListParams } from "./parse-params";

describe("job list URL params", () => {
  it("gives the defaults for an empty query", () => {
    expect(parseJobListParams({})).toEqual(EMPTY_JOB_PARAMS);
    expect(jobListHref(EMPTY_JOB_PARAMS)).toBe("/job-postings");
  });

  it("reads single and repeated values as Next hands them over", () => {
    const params = parseJobListParams({
      q: "  engineer ",
      location: "London, England",
      category: ["Engineering", "Sales", "Engineering"],
      type: "Full Time",
      level: ["Senior"],
      posted: ["7", "30"],
      sort: "salary",
    });
    expect(params).toEqual({
      q: "engineer",
      location: "London, England",
      category: ["Engineering", "Sales"],
      type: ["Full Time"],
      level: ["Senior"],
      posted: ["7", "30"],
      sort: "salary",
    });
  });

  it("drops unknown date and sort values instead of failing", () => {
    const params = parseJobListParams({ posted: ["7", "365", "all"], sort: "random", location: ["A", "B"] });
    expect(params.posted).toEqual(["7", "all"]);
    expect(params.sort).toBe("latest");
    expect(params.location).toBe("A");
  });

  it("round-trips through the query string, leaving defaults out", () => {
    const params = parseJobListParams({ q: "data & ops", category: ["R&D", "Sales"], posted: "15", sort: "oldest" });
    const query = serializeJobListParams(params);
    expect(query).toBe("q=data+%26+ops&category=R%26D&category=Sales&posted=15&sort=oldest");
    expect(parseJobListParams(new URLSearchParams(query))).toEqual(params);
    expect(serializeJobListParams({ ...params, sort: "latest", q: " " })).not.toMatch(/sort|q=/);
  });

  it("bounds the size of what it accepts", () => {
    const params = parseJobListParams({ q: "x".repeat(500), category: Array.from({ length: 100 }, (_, i) => `c${i}`) });
    expect(params.q).toHaveLength(100);
    expect(params.category).toHaveLength(30);
  });

  it("counts active filters, not the sort or the 'All' date option", () => {
    expect(activeFilterCount(parseJobListParams({ sort: "salary", posted: "all" }))).toBe(0);
    expect(activeFilterCount(parseJobListParams({ q: "a", location: "L", category: ["x", "y"], posted: "7" }))).toBe(5);
  });
});

describe("jobListParamsOfForm", () => {
  it("reads the controls as a visitor left them, and the same canonical query a URL would give", () => {
    const data = new FormData();
    const entries: [string, string][] = [["q", " engineer "], ["location", ""], ["type", "Contract"], ["posted", "7"], ["posted", "999"], ["sort", "oldest"]];
    for (const [name, value] of entries) data.append(name, value);
    const params = jobListParamsOfForm(data);
    expect(params).toEqual({ ...EMPTY_JOB_PARAMS, q: " engineer ", type: ["Contract"], posted: ["7"], sort: "oldest" });
    expect(serializeJobListParams(params)).toBe("q=engineer&type=Contract&posted=7&sort=oldest");
  });

  it("gives the default sort for an empty or unknown one", () => {
    const data = new FormData();
    data.append("sort", "cheapest");
    expect(jobListParamsOfForm(data)).toEqual(EMPTY_JOB_PARAMS);
  });
});
