import { switchedQuery } from "./switch-query";

const navigation = (path: string, headers: Record<string, string>, method = "GET") => ({
  method,
  url: new URL(`http://site.test${path}`),
  headers: new Headers({ host: "site.test", "sec-fetch-site": "same-origin", ...headers }),
});

describe("switchedQuery", () => {
  it("gives a language switch without JavaScript the query of the page it left", () => {
    expect(switchedQuery(navigation("/ar/job-postings", { referer: "http://site.test/job-postings?q=data&page=2" }))).toBe("?q=data&page=2");
    expect(switchedQuery(navigation("/blogs", { referer: "http://site.test/tr/blogs?q=dlp" }))).toBe("?q=dlp");
    expect(switchedQuery(navigation("/tr/compliance", { referer: "http://site.test/ar/compliance?region=europe" }))).toBe("?region=europe");
  });

  it("leaves every other navigation alone", () => {
    const referer = "http://site.test/job-postings?q=data";
    // The same language: a "clear filters" link.
    expect(switchedQuery(navigation("/job-postings", { referer }))).toBeNull();
    // Another page, or a page whose content has no query.
    expect(switchedQuery(navigation("/ar/blogs", { referer }))).toBeNull();
    expect(switchedQuery(navigation("/ar/contact", { referer: "http://site.test/contact?utm_source=x" }))).toBeNull();
    // The link had its query already (JavaScript on), or none to give.
    expect(switchedQuery(navigation("/ar/job-postings?q=other", { referer }))).toBeNull();
    expect(switchedQuery(navigation("/ar/job-postings", { referer: "http://site.test/job-postings" }))).toBeNull();
    // Another site, a request the browser says is cross-site, no Referer, the router's own requests, a form post.
    expect(switchedQuery(navigation("/ar/job-postings", { referer: "http://elsewhere.test/job-postings?q=data" }))).toBeNull();
    expect(switchedQuery(navigation("/ar/job-postings", { referer, "sec-fetch-site": "cross-site" }))).toBeNull();
    expect(switchedQuery(navigation("/ar/job-postings", {}))).toBeNull();
    expect(switchedQuery(navigation("/ar/job-postings", { referer, rsc: "1" }))).toBeNull();
    expect(switchedQuery(navigation("/ar/job-postings", { referer }, "POST"))).toBeNull();
  });

  it("compares the Referer with the host the visitor used behind a proxy", () => {
    const behindProxy = navigation("/ar/blogs", { referer: "https://www.e7.test/blogs?q=dlp", host: "127.0.0.1:3000", "x-forwarded-host": "www.e7.test" });
    expect(switchedQuery(behindProxy)).toBe("?q=dlp");
    // nginx's $host drops the port the visitor's browser put in the Referer.
    const onAPort = navigation("/tr/blogs", { referer: "http://localhost:8080/blogs?q=dlp", host: "localhost" });
    expect(switchedQuery(onAPort)).toBe("?q=dlp");
  });
});
