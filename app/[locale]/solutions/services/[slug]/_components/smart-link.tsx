import Link from "@/components/ui/link";
import { isExternalUrl } from "../_lib/text";

/** A call to action whose URL comes from the API host: off-site URLs open as plain links, site paths client-side. */
export function SmartLink({ href, className, children }: { href: string; className: string; children: React.ReactNode }) {
  if (isExternalUrl(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href || "/request-demo"} className={className}>
      {children}
    </Link>
  );
}
