/**
 * `/api/talk/{id}/member` → `*\/api/talk/:id/member`. The `*` origin lets the
 * same handlers serve Storybook (same origin), Node tests (any base URL) and
 * a dev server on another port. Absolute templates (external services) keep
 * their origin.
 */
export const toMswPath = (template: string, baseUrl = '*'): string => {
  const path = template.replace(/\{(\w+)\}/g, ':$1');
  if (/^https?:\/\//.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
};

const segmentsOf = (template: string) => template.split('?')[0]?.split('/').filter(Boolean) ?? [];

/**
 * Orders templates so a literal segment is tried before a placeholder at the
 * same position: `/api/project/picture-folder/sort` must win over
 * `/api/project/picture-folder/{id}` (MSW uses the first handler that matches).
 */
export const compareSpecificity = (a: string, b: string): number => {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const l = left[i]?.startsWith('{') ? 1 : 0;
    const r = right[i]?.startsWith('{') ? 1 : 0;
    if (l !== r) return l - r;
  }
  return 0;
};
