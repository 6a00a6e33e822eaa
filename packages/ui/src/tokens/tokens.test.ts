import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { cssVar, flattenTokens, renderTokensCss } from './render-css.ts';
import committedCss from './tokens.css?raw';
import { color, layout } from './tokens.ts';

describe('tokens.css', () => {
  it('matches tokens.ts (run `npm run tokens -w @genba/ui` after editing a token)', () => {
    expect(committedCss).toBe(renderTokensCss());
  });

  it('is applied to the document', () => {
    const style = getComputedStyle(document.documentElement);
    for (const [name, value] of flattenTokens()) {
      expect(style.getPropertyValue(name).trim(), name).toBe(value);
    }
  });

  it('writes lengths in px and keeps z-index and weights unitless', () => {
    const map = new Map(flattenTokens());
    expect(map.get('--genba-layout-header')).toBe('70px');
    expect(map.get('--genba-layout-side-menu-open')).toBe('305px');
    expect(map.get('--genba-z-index-dialog')).toBe('1100');
    expect(map.get('--genba-font-weight-bold')).toBe('700');
    expect(cssVar('layout', 'announcementBanner')).toBe('var(--genba-layout-announcement-banner)');
  });
});

describe('layout constants of the spec', () => {
  it('keeps the numbers the spec gives', () => {
    expect(layout.breakpoint).toEqual({ sm: 360, md: 768, lg: 992 });
    expect(layout.sideMenu).toEqual({ open: 305, collapsed: 60 });
    expect(layout.pcMinWidth - layout.pcMinWidthWithLeftMenu).toBe(32);
    expect([layout.confirmDialogMax, layout.notificationDialogMax, layout.settingsBox]).toEqual([
      370, 430, 660,
    ]);
  });
});

describe('colour contrast (WCAG AA)', () => {
  const onWhite = {
    ...color.text,
    brand: color.brand.primary,
    success: color.semantic.success,
    warning: color.semantic.warning,
    danger: color.semantic.danger,
    info: color.semantic.info,
  };
  it.each(Object.entries(onWhite).filter(([k]) => k !== 'inverse'))(
    '%s text on white is at least 4.5:1',
    (_, c) => {
      expect(contrastRatio(c, color.neutral['0'])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(Object.entries(color.projectStatus))('project status %s carries white text at 4.5:1', (_, bg) => {
    expect(contrastRatio(bg, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(color.avatar))('avatar type %s carries white initials at 4.5:1', (_, bg) => {
    expect(contrastRatio(bg, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(color.task))('task colour %s carries dark text at 4.5:1', (_, bg) => {
    expect(contrastRatio(bg, color.onTask)).toBeGreaterThanOrEqual(4.5);
  });

  it('muted text passes on the sunken surface, and control borders reach 3:1', () => {
    expect(contrastRatio(color.text.muted, color.surface.sunken)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color.border.strong, color.neutral['0'])).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(color.surface.onHeader, color.surface.header)).toBeGreaterThanOrEqual(4.5);
  });
});
