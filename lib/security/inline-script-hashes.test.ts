import { createHash } from "node:crypto";
import { inlineScriptHashes } from "./inline-script-hashes.mjs";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("names each inline script a browser would run by the sha256 of its text", () => {
    const html = `<html><head><script>self.__next_f=[]</script></head><body><p>x</p><script>self.__next_f.push([1,"é \\u003c/script>"])</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("self.__next_f=[]"), sha256(`self.__next_f.push([1,"é \\u003c/script>"])`)]);
  });

  it("matches the known digest of a script (the browser's example from the CSP spec)", () => {
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });

  it("leaves out scripts with a src and data blocks such as JSON-LD, and keeps modules and JavaScript types", () => {
    const html = [
      `<script src="/_next/static/chunks/main.js" async=""></script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script type=module>import("/a.js")</script>`,
      `<script type="text/javascript">one()</script>`,
      `<script TYPE='TEXT/JAVASCRIPT'>two()</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256(`import("/a.js")`), sha256("one()"), sha256("two()")]);
  });

  it("hashes the text as the parser hands it over (CRLF and CR become LF) and lists a repeated script once", () => {
    expect(inlineScriptHashes("<script>a()\r\nb()\rc()</script><script>a()\nb()\nc()</script>")).toEqual([sha256("a()\nb()\nc()")]);
  });

  it("finds nothing in a document without inline scripts", () => {
    expect(inlineScriptHashes("<!doctype html><p>No scripts</p>")).toEqual([]);
  });
});
