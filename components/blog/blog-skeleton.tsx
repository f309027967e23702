/** Placeholder cards of the blog grid, apart from BlogCard so that the client filter panel does not bundle the card. */
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

/** Six (or `count`) placeholder cards while the list reloads; `label` names the busy region in the page's language. */
export function BlogGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <BlogCardSkeleton key={i} />
      ))}
    </div>
  );
}
