/** Placeholder rows of the final rows' height, so nothing moves when the data arrives. */
export function HomeSkeletonRows({ rows, label }: { rows: number; label: string }) {
  return (
    <ul role="status" aria-label={label} aria-busy="true" data-testid="home-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="flex h-11 items-center gap-4 border-b border-line last:border-0">
          <span className="h-4 flex-1 animate-pulse rounded bg-canvas" />
          <span className="h-4 w-20 animate-pulse rounded bg-canvas" />
        </li>
      ))}
    </ul>
  );
}
