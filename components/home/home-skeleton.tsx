/**
 * Placeholder rows of the final rows' height, so nothing moves when the data arrives. A status
 * box, not a list: a list given another role leaves its items outside any list, which a screen
 * reader announces as broken.
 */
export function HomeSkeletonRows({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" data-testid="home-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex h-11 items-center gap-4 border-b border-line last:border-0">
          <span className="h-4 flex-1 animate-pulse rounded bg-canvas" />
          <span className="h-4 w-20 animate-pulse rounded bg-canvas" />
        </div>
      ))}
    </div>
  );
}
