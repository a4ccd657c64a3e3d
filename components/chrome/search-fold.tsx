/**
 * 搜索 in the top bar: shown only on a list in 长者模式 on a phone, where the header's search folds
 * away so two lots fit the first screen (app/globals.css); switching it on brings the search back.
 * Plain HTML rendered with the header, no script: every page with a top bar carries none of it.
 * The box is invisible over its label, so the whole word is the 44 px target.
 */
export function SearchFold({ label }: { label: string }) {
  return (
    <label
      className="relative mr-auto hidden min-h-11 min-w-11 items-center justify-center hover:text-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
      data-search-toggle=""
    >
      <input
        type="checkbox"
        role="switch"
        aria-controls="header-search"
        className="absolute inset-0 m-0 cursor-pointer opacity-0"
        data-search-fold=""
      />
      {label}
    </label>
  );
}
