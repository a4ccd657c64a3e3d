'use client';

/**
 * A quiet text button that takes one thing out of a list: its word on screen (移除, 删除), and for a
 * screen reader which thing it takes out (`label`), since a row of them all read the same.
 */
export function RemoveButton({
  word,
  label,
  onRemove,
  className,
  testId,
}: {
  word: string;
  label: string;
  onRemove: () => void;
  className: string;
  testId: string;
}) {
  return (
    <button type="button" onClick={onRemove} aria-label={label} className={className} data-testid={testId}>
      {word}
    </button>
  );
}
