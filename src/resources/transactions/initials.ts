/** "Ada Lovelace" → "AL", "admin" → "A"; "?" when there is no name. */
export const initials = (name: string | null | undefined) => {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase());
  return letters.join('') || '?';
};
