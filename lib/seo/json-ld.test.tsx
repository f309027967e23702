import type { Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("cannot close the script element or open a tag, whatever the data holds", () => {
    const data = { "@context": "https://schema.org", "@type": "Thing", name: "</script><script>alert(1)</script> & more" } as WithContext<Thing>;
    const out = serializeJsonLd(data);
    expect(out).not.toMatch(/<|>|&/);
    expect(JSON.parse(out)).toEqual(data);
  });
});
