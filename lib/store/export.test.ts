import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { toCsv, writeExport } from "./export";

describe("toCsv", () => {
  it("writes a header and quotes commas, quotes and line breaks", () => {
    expect(toCsv([{ a: "x", b: 'say "hi", then\nleave' }, { a: null, b: 3 }])).toBe('a,b\r\nx,"say ""hi"", then\nleave"\r\n,3\r\n');
  });
  it("neutralises cells a spreadsheet would run as formulas, but keeps phone codes", () => {
    expect(toCsv([{ v: "=HYPERLINK(\"http://x\")" }, { v: "@SUM(1)" }, { v: "+cmd|x" }, { v: "+44" }, { v: "-5" }])).toBe(
      "v\r\n\"'=HYPERLINK(\"\"http://x\"\")\"\r\n'@SUM(1)\r\n'+cmd|x\r\n+44\r\n-5\r\n",
    );
  });
});

describe("writeExport", () => {
  let dir = "";
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "e7-export-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes applicants' files beside the export, marks absent ones, and never follows names it did not generate", async () => {
    const stored = "0b0e4d7e-1c1a-4d2b-9a8e-2f4a5b6c7d8e.pdf";
    const absent = "1b0e4d7e-1c1a-4d2b-9a8e-2f4a5b6c7d8e.docx";
    const asked: string[] = [];
    const readDocument = async (name: string) => {
      asked.push(name);
      return name === stored ? new TextEncoder().encode("%PDF-1.4") : null;
    };
    const out = path.join(dir, "out");
    const written = await writeExport(out, "application", [
      { id: "a1", resumeFile: stored, otherDocFile: absent },
      { id: "a2", resumeFile: "../secret.txt", otherDocFile: null },
    ], "json", readDocument);
    const rows = JSON.parse(await readFile(path.join(out, "application.json"), "utf8")) as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({ resumePath: path.join("files", "a1", stored), otherDocPath: "(missing)" });
    expect(rows[1]).toMatchObject({ resumePath: null });
    expect(asked).toEqual([stored, absent]);
    expect(await readFile(path.join(out, "files", "a1", stored), "utf8")).toBe("%PDF-1.4");
    expect(written).toHaveLength(2);
  });
});
