import { closesAt, isJobOpen, openJobs } from "./open";
import { makeJob } from "./test-jobs";

const at = (iso: string) => Date.parse(iso);

describe("job expiry", () => {
  it("keeps a job with a date-only deadline open through that whole day (UTC), as 'Apply by' reads", () => {
    const job = makeJob({ deadline: "2026-10-31T00:00:00.000Z" });
    expect(closesAt(job)).toBe(at("2026-11-01T00:00:00.000Z"));
    expect(isJobOpen(job, at("2026-10-31T23:59:59.000Z"))).toBe(true);
    expect(isJobOpen(job, at("2026-11-01T00:00:00.000Z"))).toBe(false);
    expect(isJobOpen(job, at("2026-11-27T12:00:00.000Z"))).toBe(false);
  });

  it("closes a job with a deadline at a time of day at that instant", () => {
    const job = makeJob({ deadline: "2026-12-31T23:59:00.000Z" });
    expect(isJobOpen(job, at("2026-12-31T23:58:59.000Z"))).toBe(true);
    expect(isJobOpen(job, at("2026-12-31T23:59:00.000Z"))).toBe(false);
  });

  it("keeps a job without a deadline open", () => {
    const job = makeJob({ deadline: undefined });
    expect(closesAt(job)).toBeNull();
    expect(isJobOpen(job, at("2099-01-01T00:00:00.000Z"))).toBe(true);
  });

  it("lists only the open jobs, in their order", () => {
    const jobs = [
      makeJob({ id: "a", deadline: "2026-12-01T00:00:00.000Z" }),
      makeJob({ id: "expired", deadline: "2026-10-31T00:00:00.000Z" }),
      makeJob({ id: "b", deadline: undefined }),
    ];
    expect(openJobs(jobs, at("2026-11-27T00:00:00.000Z")).map((j) => j.id)).toEqual(["a", "b"]);
  });
});
