/** Spec section 9: gallery cards show at most 2 tags, the rest as a +N count. */
export const tagsShown = 2;

/** A photo's tags as both portals show them: the first two, and the ones left over. */
export function shownTags(tags: readonly string[]): { shown: string[]; more: string[] } {
  return { shown: tags.slice(0, tagsShown), more: tags.slice(tagsShown) };
}
