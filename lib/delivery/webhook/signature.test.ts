import { signatureHeader, verifyWebhookSignature } from "./signature";

const secret = "whsec-unit-0123456789abcdef";
const body = JSON.stringify({ id: "d1", type: "demo_request.created", data: { companyName: "Acme" } });
const now = 1_800_000_000_000;
const header = signatureHeader(secret, body, now / 1000);

describe("webhook signatures", () => {
  it("accept the body as signed", () => {
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature({ secret, body, header, now })).toEqual({ ok: true, timestamp: 1_800_000_000 });
  });

  it("reject a tampered body, a wrong secret, a missing or malformed header", () => {
    expect(verifyWebhookSignature({ secret, body: body.replace("Acme", "Evil"), header, now })).toEqual({ ok: false, reason: "signature does not match" });
    expect(verifyWebhookSignature({ secret: `${secret}x`, body, header, now }).ok).toBe(false);
    expect(verifyWebhookSignature({ secret, body, header: null, now }).ok).toBe(false);
    expect(verifyWebhookSignature({ secret, body, header: "v1=abc", now }).ok).toBe(false);
    expect(verifyWebhookSignature({ secret, body, header: header.replace(/v1=../, "v1="), now }).ok).toBe(false);
  });

  it("reject a replay outside the tolerance, and a timestamp changed to look fresh", () => {
    expect(verifyWebhookSignature({ secret, body, header, now: now + 301_000 })).toEqual({ ok: false, reason: "timestamp outside the tolerance" });
    const moved = header.replace("t=1800000000", "t=1800000400");
    expect(verifyWebhookSignature({ secret, body, header: moved, now: now + 400_000 }).ok).toBe(false);
  });

  it("accept any of several v1 signatures (a secret being rotated)", () => {
    const old = signatureHeader("old-secret-0123456789", body, now / 1000).split(",")[1];
    expect(verifyWebhookSignature({ secret, body, header: `${header},${old}`, now }).ok).toBe(true);
  });
});
