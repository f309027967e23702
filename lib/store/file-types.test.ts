import { detectDocumentKind } from "./file-types";
import { docBytes, docxBytes, exeBytes, pdfBytes, xlsxBytes, zipBytes } from "./test-documents";

describe("detectDocumentKind (by content, not by name)", () => {
  it("recognises PDF, DOC and DOCX", () => {
    expect(detectDocumentKind(pdfBytes())).toBe("pdf");
    expect(detectDocumentKind(docBytes())).toBe("doc");
    expect(detectDocumentKind(docxBytes())).toBe("docx");
  });
  it("accepts a PDF header after a little leading junk, as readers do", () => {
    expect(detectDocumentKind(Buffer.concat([Buffer.from("\r\n  "), pdfBytes()]))).toBe("pdf");
  });
  it("refuses an executable, plain text, HTML and an empty file", () => {
    expect(detectDocumentKind(exeBytes())).toBeNull();
    expect(detectDocumentKind(Buffer.from("Dear hiring manager"))).toBeNull();
    expect(detectDocumentKind(Buffer.from("<html><script>alert(1)</script></html>"))).toBeNull();
    expect(detectDocumentKind(Buffer.alloc(0))).toBeNull();
  });
  it("refuses a ZIP that is not a Word document", () => {
    expect(detectDocumentKind(xlsxBytes())).toBeNull();
    expect(detectDocumentKind(zipBytes({ "payload.exe": "MZ" }))).toBeNull();
  });
  it("reads the local headers when the central directory is missing", () => {
    const truncated = docxBytes().subarray(0, 170);
    expect(detectDocumentKind(truncated)).toBe("docx");
  });
  it("refuses bytes that merely start with the ZIP signature", () => {
    expect(detectDocumentKind(Buffer.from("PK\u0003\u0004garbage", "latin1"))).toBeNull();
  });
});
