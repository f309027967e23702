import { formatLocation, localLocation } from "./location";

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

describe("localLocation", () => {
  it("names remote work in the locale and a place as the host sends it", () => {
    const remote = { location: "Remote", isRemoteFlexible: true };
    expect(localLocation(remote)).toBe("Remote");
    expect(localLocation(remote, "ar")).toBe("عن بُعد");
    expect(localLocation(remote, "tr")).toBe("Uzaktan");
    expect(localLocation({ location: "Dubai, UAE", isRemoteFlexible: false }, "ar")).toBe("Dubai, UAE");
  });
});
