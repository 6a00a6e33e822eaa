/**
 * The PC layout starts at the spec's 992 px breakpoint (`layout.breakpoint.lg`
 * in tokens.ts, checked by pcLayoutQuery.test.ts). Below it (phones at 360,
 * tablets at 768) the smartphone layout is used, its content capped at 768 px.
 * See docs/adr/002-css-modules-and-tokens.md.
 *
 * Written out rather than built from the tokens: the app's first-load script
 * reads it, and a module shared by the first load and lazy chunks is bundled
 * whole into the first load (tokens.ts would bring every colour; ADR 007).
 */
export const PC_LAYOUT_QUERY = '(min-width: 992px)';
