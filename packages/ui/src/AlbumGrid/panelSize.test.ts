import { describe, expect, it } from 'vitest';
import {
  clampPanelSize,
  EDIT_PANEL_HEIGHT,
  EDIT_PANEL_WIDTH,
  PANEL_MIN_HEIGHT,
  panelSizeForDrag,
  panelSizeForKey,
  parseStoredPanelSize,
  SEARCH_PANEL_HEIGHT,
} from './panelSize.ts';

const bounds = { min: 240, max: 560 };

describe('clampPanelSize', () => {
  it('keeps a size inside the bounds, in whole pixels', () => {
    expect(clampPanelSize(100, bounds)).toBe(240);
    expect(clampPanelSize(900, bounds)).toBe(560);
    expect(clampPanelSize(300.6, bounds)).toBe(301);
    expect(clampPanelSize(Number.NaN, bounds)).toBe(240);
  });

  it('gives the minimum when the room is smaller than the minimum', () => {
    expect(clampPanelSize(300, { min: 240, max: 100 })).toBe(240);
  });
});

describe('panelSizeForKey', () => {
  const side = { axis: 'width', edge: 'start', bounds } as const;

  it('grows a right-hand panel with ArrowLeft and shrinks it with ArrowRight (16 px, 64 with Shift)', () => {
    expect(panelSizeForKey(320, 'ArrowLeft', side)).toBe(336);
    expect(panelSizeForKey(320, 'ArrowRight', side)).toBe(304);
    expect(panelSizeForKey(320, 'ArrowLeft', { ...side, shift: true })).toBe(384);
  });

  it('uses the vertical arrows for a height and the edge for the direction', () => {
    const search = { axis: 'height', edge: 'end', bounds: { min: 64, max: 480 } } as const;
    expect(panelSizeForKey(160, 'ArrowDown', search)).toBe(176);
    expect(panelSizeForKey(160, 'ArrowUp', search)).toBe(144);
    expect(panelSizeForKey(160, 'ArrowLeft', search)).toBeNull();
    const bottom = { ...search, edge: 'start' } as const;
    expect(panelSizeForKey(160, 'ArrowUp', bottom)).toBe(176);
  });

  it('goes to the bounds with Home and End and never past them', () => {
    expect(panelSizeForKey(320, 'Home', side)).toBe(240);
    expect(panelSizeForKey(320, 'End', side)).toBe(560);
    expect(panelSizeForKey(552, 'ArrowLeft', side)).toBe(560);
    expect(panelSizeForKey(248, 'ArrowRight', side)).toBe(240);
  });

  it('leaves other keys alone', () => {
    expect(panelSizeForKey(320, 'Enter', side)).toBeNull();
    expect(panelSizeForKey(320, 'ArrowUp', side)).toBeNull();
  });
});

describe('panelSizeForDrag', () => {
  it('grows a start-edge panel when the pointer moves left or up, an end-edge one when it moves right or down', () => {
    expect(panelSizeForDrag(320, -40, 'start', bounds)).toBe(360);
    expect(panelSizeForDrag(320, -40, 'end', bounds)).toBe(280);
    expect(panelSizeForDrag(320, 1000, 'end', bounds)).toBe(560);
  });
});

describe('parseStoredPanelSize', () => {
  it('takes a remembered size only when it is a whole number inside the bounds', () => {
    expect(parseStoredPanelSize('400', bounds)).toBe(400);
    expect(parseStoredPanelSize(null, bounds)).toBeNull();
    expect(parseStoredPanelSize('abc', bounds)).toBeNull();
    expect(parseStoredPanelSize('4e2', bounds)).toBeNull();
    expect(parseStoredPanelSize('100', bounds)).toBeNull();
    expect(parseStoredPanelSize('-300', bounds)).toBeNull();
  });
});

describe('designed sizes', () => {
  it('never go below the spec minimum height of 64 and start inside their bounds', () => {
    for (const s of [EDIT_PANEL_HEIGHT, SEARCH_PANEL_HEIGHT]) {
      expect(s.min).toBe(PANEL_MIN_HEIGHT);
      expect(clampPanelSize(s.initial, s)).toBe(s.initial);
    }
    expect(clampPanelSize(EDIT_PANEL_WIDTH.initial, EDIT_PANEL_WIDTH)).toBe(EDIT_PANEL_WIDTH.initial);
  });
});
