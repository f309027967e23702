export interface SecurityHeaderOptions {
  /** The public origin (NEXT_PUBLIC_SITE_URL); https adds upgrade-insecure-requests. */
  siteUrl?: string;
  /** `next dev`: React needs 'unsafe-eval' there. */
  dev?: boolean;
  /** API_BASE_URL: its origin joins img-src. */
  apiBaseUrl?: string;
}
export function contentSecurityPolicy(options?: SecurityHeaderOptions): string;
export function securityHeaders(options?: SecurityHeaderOptions): { key: string; value: string }[];
/** The policy with 'unsafe-inline' in script-src replaced by the given script hashes ('sha256-…' sources). */
export function withScriptHashes(policy: string, hashes: string[]): string;
/** The policy with its img-src built for the given API host (API_BASE_URL), whatever the policy was built for. */
export function withImageSources(policy: string, apiBaseUrl: string | undefined): string;
