/** The widths the spec designs for: smartphone, tablet and PC. */
export const viewports = {
  sp360: { name: 'SP 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  pc1280: { name: 'PC 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
