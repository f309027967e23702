import Image from "next/image";
import Link from "@/components/ui/link";
import { site } from "@/content/site";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link href="/" className="inline-flex items-center gap-2.5 rounded-md" aria-label={`${site.name} home`}>
      <Image src="/logo.svg" alt="" width={36} height={36} priority unoptimized />
      <span className={`text-lg font-bold tracking-tight ${tone === "dark" ? "text-ink-900" : "text-white"}`}>
        {site.name}
        <span className={`ml-1.5 font-medium ${tone === "dark" ? "text-ink-500" : "text-ink-300"}`}>{site.productName}</span>
      </span>
    </Link>
  );
}
