/** `last_login` → "Last login", `PENDING_REVIEW` → "Pending review", `canned-replies` → "Canned replies". */
export const humanize = (text: string) => {
  const words = text
    .split(/[_\-.\s]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
