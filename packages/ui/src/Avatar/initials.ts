/**
 * Initials for an avatar without a photo. Japanese names show the first
 * character of the family name (山田 太郎 → 山); Latin names show the first
 * letters of the first two words (Taro Yamada → TY).
 */
export const getInitials = (name: string): string => {
  const words = name
    .trim()
    .split(/[\s\u3000]+/u)
    .filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const firstChar = Array.from(first)[0] ?? '?';
  if (!/^[\p{Script=Latin}\p{N}]/u.test(firstChar)) return firstChar;
  const second = words[1];
  return (firstChar + (second ? (Array.from(second)[0] ?? '') : '')).toUpperCase();
};
