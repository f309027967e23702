// Apart from blog-card.tsx because the blog filters (a client component) show these while a search runs: the card
// itself renders its image on the server (ContentImage), which must not come along into the browser's bundle.

function BlogCardSkeleton() {
  return (
    <div aria-hidden="true" className="card flex min-h-[520px] flex-col overflow-hidden p-0">
      <div className="skeleton aspect-video w-full rounded-none" />
      <div className="space-y-3 p-6">
        <div className="skeleton h-4 w-32" />
        <div className="skeleton h-6 w-full" />
        <div className="skeleton h-6 w-2/3" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-5/6" />
      </div>
    </div>
  );
}

export function BlogGridSkeleton({ count }: { count: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading blog posts">
      {Array.from({ length: count }, (_, i) => (
        <BlogCardSkeleton key={i} />
      ))}
    </div>
  );
}
