import { isolate, markedForSubject } from "./bidi-marks";

describe("visitor text in right-to-left mail", () => {
  it("isolates a value in the body of a right-to-left mail only", () => {
    expect(isolate("+971 501234567", "rtl")).toBe("\u2068+971 501234567\u2069");
    expect(isolate("+971 501234567", "ltr")).toBe("+971 501234567");
  });

  it("fences an English job title in an Arabic subject with left-to-right marks, so its parenthesis stays with it", () => {
    expect(markedForSubject("Senior Engineer (Remote)", "rtl")).toBe("\u200eSenior Engineer (Remote)\u200e");
    expect(markedForSubject("(Remote) Engineer", "rtl")).toBe("\u200e(Remote) Engineer\u200e");
  });

  it("fences an Arabic title with right-to-left marks and leaves text without letters or a left-to-right mail alone", () => {
    expect(markedForSubject("مهندس (عن بعد)", "rtl")).toBe("\u200fمهندس (عن بعد)\u200f");
    expect(markedForSubject("42", "rtl")).toBe("42");
    expect(markedForSubject("Senior Engineer (Remote)", "ltr")).toBe("Senior Engineer (Remote)");
  });
});
