import { ServerResponse, IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { dropRepeatedHeaderValues } from "./repeated-headers.mjs";

const response = () => {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  dropRepeatedHeaderValues(res);
  return res;
};

describe("dropRepeatedHeaderValues", () => {
  it("keeps one copy of a value given again, whether appended or set as a list", () => {
    const res = response();
    res.setHeader("location", "/tr/compliance");
    res.appendHeader("location", "/tr/compliance");
    expect(res.getHeader("location")).toBe("/tr/compliance");
    res.setHeader("x-nextjs-prerender", ["1", "1"]);
    expect(res.getHeader("x-nextjs-prerender")).toEqual(["1"]);
  });

  it("still adds values that differ", () => {
    const res = response();
    res.appendHeader("vary", "rsc");
    res.appendHeader("vary", ["rsc", "Accept-Encoding"]);
    res.appendHeader("set-cookie", "a=1");
    res.appendHeader("set-cookie", "b=2");
    expect(res.getHeader("vary")).toEqual(["rsc", "Accept-Encoding"]);
    expect(res.getHeader("set-cookie")).toEqual(["a=1", "b=2"]);
  });
});
