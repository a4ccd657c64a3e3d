/** What a visitor knows a search by, each part already in words (null or empty when unset). */
export type SearchNameParts = {
  word: string;
  region: string | null;
  category: string | null;
  state: string | null;
};

/**
 * 保存搜索's suggested name: the keyword, the place, the category and the state tab, joined by ·
 * (郑州市·机动车), so a search saved from the filters alone is not left unnamed. Empty when the list
 * is not narrowed at all: there is nothing to name it by. The dialog cuts it to the names' limit.
 */
export function defaultSearchName(parts: SearchNameParts): string {
  return [parts.word.trim(), parts.region, parts.category, parts.state]
    .filter((part): part is string => !!part)
    .join('·');
}
