export const probe = (s: string): string => s.trim();
