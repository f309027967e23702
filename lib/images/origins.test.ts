import { hasLocalMatch } from "next/dist/shared/lib/match-local-pattern";
import { hasRemoteMatch } from "next/dist/shared/lib/match-remote-pattern";
import { apiImageOrigin, imagesConfig, imgSrcDirective } from "./origins.mjs";

/** Whether /_next/image would fetch this URL under the config, by Next's own matchers (as its optimizer does). */
function optimizerAllows(apiBaseUrl: string | undefined, url: string): boolean {
  const config = imagesConfig(apiBaseUrl);
  return url.startsWith("/") ? hasLocalMatch(config.localPatterns, url) : hasRemoteMatch([], config.remotePatterns, new URL(url));
}

describe("image origins (next.config.mjs images, CSP img-src)", () => {
  it("lets the optimizer fetch the API host's origin and nothing else, whatever its scheme and port", () => {
    const api = "http://127.0.0.1:4010";
    expect(optimizerAllows(api, "http://127.0.0.1:4010/media/cover.png")).toBe(true);
    for (const other of ["http://127.0.0.1:4011/media/cover.png", "https://127.0.0.1:4010/media/cover.png", "http://localhost:4010/x.png", "https://evil.example/x.png"]) {
      expect(optimizerAllows(api, other)).toBe(false);
    }
    const https = "https://api.example.com/v1/";
    expect(optimizerAllows(https, "https://api.example.com/uploads/a.jpg")).toBe(true);
    // A default port is the default port only; a subdomain is another host.
    for (const other of ["https://api.example.com:8443/a.jpg", "http://api.example.com/a.jpg", "https://cdn.api.example.com/a.jpg", "https://example.com/a.jpg"]) {
      expect(optimizerAllows(https, other)).toBe(false);
    }
    expect(optimizerAllows("http://[::1]:8080", "http://[::1]:8080/a.png")).toBe(true);
  });

  it("without an API host, fetches no remote image at all, and of the site's own only its images", () => {
    expect(imagesConfig(undefined).remotePatterns).toEqual([]);
    expect(imagesConfig("  ").remotePatterns).toEqual([]);
    expect(optimizerAllows(undefined, "https://example.com/a.png")).toBe(false);
    expect(optimizerAllows(undefined, "/images/blog/default-cover.svg")).toBe(true);
    expect(optimizerAllows(undefined, "/logo.svg")).toBe(true);
    expect(optimizerAllows(undefined, "/api/jobs")).toBe(false);
    expect(optimizerAllows(undefined, "/images/a.png?v=2")).toBe(false);
  });

  it("follows no redirect, so the API host cannot send the optimizer elsewhere", () => {
    expect(imagesConfig("http://127.0.0.1:4010").maximumRedirects).toBe(0);
    // A private address is allowed only because the API host is the one host it can reach.
    expect(imagesConfig("http://127.0.0.1:4010").dangerouslyAllowLocalIP).toBe(true);
    expect(imagesConfig(undefined).dangerouslyAllowLocalIP).toBe(false);
  });

  it("names the API host's origin in img-src, http or https, and no other host", () => {
    expect(imgSrcDirective("http://api.internal:8080/base/")).toBe("img-src 'self' data: blob: http://api.internal:8080");
    expect(imgSrcDirective("https://api.example.com")).toBe("img-src 'self' data: blob: https://api.example.com");
    expect(imgSrcDirective(undefined)).toBe("img-src 'self' data: blob:");
  });

  it("refuses an API_BASE_URL that is not an http(s) URL", () => {
    expect(() => apiImageOrigin("ftp://files.example.com")).toThrow(/http or https/);
    expect(() => apiImageOrigin("not a url")).toThrow();
  });
});
