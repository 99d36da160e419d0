/** Up to two initials of a name ("Blue Bottle Coffee" → "BB"), by user-perceived characters. */
export const monogram = (name: string): string => {
  const words = name
    .trim()
    .split(/[\s\-–—/&+]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const first = (word: string | undefined) => {
    if (word === undefined) return '';
    const start = word.search(/[\p{L}\p{N}]/u);
    return Array.from(word.slice(Math.max(start, 0)))[0] ?? '';
  };
  const initials = first(words[0]) + (words.length > 1 ? first(words[1]) : '');
  return initials.toLocaleUpperCase();
};
