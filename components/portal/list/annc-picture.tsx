/**
 * An announcement's picture in a list (the placeholder when it has none), filling its frame. The
 * pictures of the first screen load at once and first (the early call preloads the first of them);
 * the others wait for the visitor to come near them.
 */
export function AnncPicture({
  src,
  width,
  height,
  first,
}: {
  src: string;
  width: number;
  height: number;
  first: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- centre images on other hosts, static export
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      className="h-full w-full object-cover"
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
}
