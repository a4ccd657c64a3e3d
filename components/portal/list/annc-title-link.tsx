/**
 * An announcement's title as the link to its detail: two lines at most, the whole title in its
 * tooltip; 长者模式 shows all of it, since a title there is never cut.
 */
export function AnncTitleLink({
  href,
  title,
  className = '',
}: {
  href: string;
  title: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      className={`line-clamp-2 font-medium hover:text-primary elder:line-clamp-none ${className}`}
      title={title}
    >
      {title}
    </a>
  );
}
