import { safeOriginalName } from "./documents";

describe("safeOriginalName (the visitor's file name, kept as metadata only)", () => {
  it.each([
    ["cv.pdf", "cv.pdf"],
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ["C:\\Users\\ana\\My CV.docx", "My CV.docx"],
    ["..", "document.pdf"],
    [".hidden.pdf", "hidden.pdf"],
    ["bad\u0000name\u001f.pdf", "badname.pdf"],
    ["", "document.pdf"],
  ])("%j -> %j", (name, safe) => expect(safeOriginalName(name, "pdf")).toBe(safe));

  it("bounds the length", () => {
    expect(safeOriginalName(`${"a".repeat(500)}.pdf`, "pdf")).toHaveLength(200);
  });
});
