import { contentSecurityPolicy, securityHeaders, withImageSources, withScriptHashes } from "./headers.mjs";

describe("security headers", () => {
  it("allows nothing the site does not use", () => {
    const csp = contentSecurityPolicy({ siteUrl: "http://localhost:3000" });
    expect(csp).toContain("default-src 'self'");
    // 'unsafe-inline' is the fallback of `next start`; server.mjs replaces it with each page's script hashes.
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("connect-src 'self'");
    // No API host: images are the site's own; next/image's placeholders are data: and blob: URLs.
    expect(csp).toContain("img-src 'self' data: blob:;");
  });

  it("lets images load from the API host's origin, over http too, and from no other host", () => {
    expect(contentSecurityPolicy({ apiBaseUrl: "http://127.0.0.1:4010" })).toContain("; img-src 'self' data: blob: http://127.0.0.1:4010;");
    expect(contentSecurityPolicy({ apiBaseUrl: "https://api.example.com/v2/" })).toContain("; img-src 'self' data: blob: https://api.example.com;");
    expect(contentSecurityPolicy({ apiBaseUrl: "https://api.example.com" })).not.toMatch(/img-src[^;]*(https:(?!\/\/)|\*)/);
  });

  it("puts the running instance's API host in a policy built for another one (server.mjs at start)", () => {
    const built = contentSecurityPolicy({ apiBaseUrl: "https://build-time.example.com" });
    const running = withImageSources(built, "http://127.0.0.1:4010");
    expect(running).toBe(contentSecurityPolicy({ apiBaseUrl: "http://127.0.0.1:4010" }));
    expect(withImageSources(built, undefined)).toBe(contentSecurityPolicy());
    expect(withImageSources("default-src 'self'", "http://127.0.0.1:4010")).toBe("default-src 'self'");
  });

  it("upgrades insecure requests only when the site is served over https", () => {
    expect(contentSecurityPolicy({ siteUrl: "http://localhost:3000" })).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ siteUrl: "https://www.example.com" })).toContain("upgrade-insecure-requests");
  });

  it("adds 'unsafe-eval' under next dev only", () => {
    expect(contentSecurityPolicy({ dev: true })).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval';");
  });

  it("puts script hashes in place of 'unsafe-inline' in script-src, and nowhere else", () => {
    const csp = withScriptHashes(contentSecurityPolicy(), ["'sha256-AAA='", "'sha256-BBB='"]);
    expect(csp).toContain("; script-src 'self' 'sha256-AAA=' 'sha256-BBB=';");
    expect(csp.match(/sha256-AAA=/g)).toHaveLength(1);
    expect(csp).toContain("; style-src 'self' 'unsafe-inline';");
    expect(withScriptHashes(contentSecurityPolicy(), [])).toBe(contentSecurityPolicy().replace("script-src 'self' 'unsafe-inline'", "script-src 'self'"));
    expect(withScriptHashes("default-src 'self'", ["'sha256-AAA='"])).toBe("default-src 'self'");
  });

  it("sends HSTS, nosniff, referrer, permissions, framing and opener policies", () => {
    const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]));
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains; preload");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });
});
