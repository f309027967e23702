import { headerText, isPlainMailbox } from "./header-safety";

describe("header safety", () => {
  it("keeps names and subjects on one line", () => {
    expect(headerText("Eve\r\nBcc: evil@attacker.example")).toBe("Eve Bcc: evil@attacker.example");
    expect(headerText("a\u0000b\u2028c\td")).toBe("a b c d");
    expect(headerText("Eve B\u202eZ\u2066x\u2069")).toBe("Eve B Z x");
    expect(headerText("x".repeat(500))).toHaveLength(150);
  });

  it("accepts one plain mailbox only", () => {
    expect(isPlainMailbox("ana.lima+jobs@example.co.uk")).toBe(true);
    for (const bad of ["a@b.c\r\nBcc: x@y.z", "a@b.c, x@y.z", "Eve <a@b.c>", "a@b.c;x@y.z", "a b@c.d", '"a"@b.c', "a@b"]) {
      expect(isPlainMailbox(bad)).toBe(false);
    }
  });
});
