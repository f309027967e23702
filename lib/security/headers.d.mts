export interface SecurityHeaderOptions {
  /** The public origin (NEXT_PUBLIC_SITE_URL); https adds upgrade-insecure-requests. */
  siteUrl?: string;
  /** `next dev`: React needs 'unsafe-eval' there. */
  dev?: boolean;
}
export function contentSecurityPolicy(options?: SecurityHeaderOptions): string;
export function securityHeaders(options?: SecurityHeaderOptions): { key: string; value: string }[];
/** The policy with the given script hashes ('sha256-…' sources) added to script-src. */
export function withScriptHashes(policy: string, hashes: string[]): string;
