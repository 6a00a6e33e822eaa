export { cssVar, flattenTokens, renderTokensCss, VAR_PREFIX } from './render-css.ts';
export type { AvatarType, ProjectStatusCode, TaskColor, Tokens } from './tokens.ts';
export {
  color,
  font,
  layout,
  motion,
  radius,
  shadow,
  space,
  taskPaletteDefault,
  tokens,
  zIndex,
} from './tokens.ts';
