import { backoffMs } from "./claims";

describe("retry backoff", () => {
  const settings = { backoffMs: 30_000, backoffMaxMs: 3_600_000 };
  const middle = () => 0.5;

  it("doubles from the base with each attempt, up to the cap", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 30, 500].map((n) => backoffMs(n, settings, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it("spreads retries by ±20 % so instances do not retry in step", () => {
    expect(backoffMs(1, settings, () => 0)).toBe(24_000);
    expect(backoffMs(1, settings, () => 1)).toBe(36_000);
  });
});
