import Link from "@/components/ui/link";
import { ArrowLeftIcon } from "@/components/ui/icons";

export default function BlogPostNotFound() {
  return (
    <section className="section">
      <div className="container-page max-w-3xl text-center">
        <h1 className="heading-2">Blog post not found</h1>
        <p className="lead mt-4">The blog post you&apos;re looking for doesn&apos;t exist or has been removed.</p>
        <div className="mt-8 flex justify-center gap-3">
          <Link href="/blogs" className="btn-secondary">
            <ArrowLeftIcon className="size-4" /> Back to Blogs
          </Link>
          <Link href="/request-demo" className="btn-primary">
            Book a Demo
          </Link>
        </div>
      </div>
    </section>
  );
}
