export interface SecurityHeaderOptions {
  /** The public origin (NEXT_PUBLIC_SITE_URL); https adds upgrade-insecure-requests. */
  siteUrl?: string;
  /** `next dev`: React needs 'unsafe-eval' there. */
  dev?: boolean;
}
export function contentSecurityPolicy(options?: SecurityHeaderOptions): string;
export function securityHeaders(options?: SecurityHeaderOptions): { key: string; value: string }[];
/** The policy with 'unsafe-inline' in script-src replaced by the given script hashes ('sha256-…' sources). */
export function withScriptHashes(policy: string, hashes: string[]): string;
