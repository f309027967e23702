import { formatLocation } from "./location";

describe("formatLocation (spec 9)", () => {
  it("is 'Remote' when remote-flexible, whatever else is given", () => {
    expect(formatLocation({ isRemoteFlexible: true, city: "London", state: "England" })).toBe("Remote");
  });
  it("is 'city, state' when both exist", () => {
    expect(formatLocation({ city: "London", state: "England", location: "UK", country: "United Kingdom" })).toBe("London, England");
  });
  it("falls back to location, then country", () => {
    expect(formatLocation({ city: "Dubai", location: "Dubai, UAE", country: "United Arab Emirates" })).toBe("Dubai, UAE");
    expect(formatLocation({ city: "Cairo", country: "Egypt" })).toBe("Egypt");
    expect(formatLocation({ state: "  ", location: "  ", country: "Türkiye" })).toBe("Türkiye");
  });
  it("shows a lone city rather than nothing, and '' when nothing is known", () => {
    expect(formatLocation({ city: "Istanbul" })).toBe("Istanbul");
    expect(formatLocation({})).toBe("");
  });
});
