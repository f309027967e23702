import Link from "next/link";
import { getRouteMeta, routeMeta } from "@/lib/seo/metadata";

export const metadata = routeMeta("/");

export default function HomePage() {
  const meta = getRouteMeta("/");
  return (
    <section className="section bg-ink-900 text-white">
      <div className="container-page">
        <h1 className="heading-1 max-w-3xl text-white">{meta.h1}</h1>
        <p className="lead mt-6 max-w-2xl text-ink-200">{meta.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/solutions" className="btn-on-dark">Explore Solutions</Link>
          <Link href="/request-demo" className="btn-primary">Book a Demo</Link>
        </div>
      </div>
    </section>
  );
}
