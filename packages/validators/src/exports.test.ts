import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from './index.ts';

const here = new URL('.', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('../package.json', here), 'utf8')) as {
  exports: Record<string, unknown>;
};
const domains = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'internal')
  .map((d) => d.name);

describe('package exports', () => {
  it('has a subpath export for every domain folder, and nothing else', () => {
    expect(Object.keys(pkg.exports).sort()).toEqual(['.', ...domains.map((d) => `./${d}`)].sort());
  });
  it.each(domains)('re-exports everything of ./%s from the root', async (domain) => {
    const mod = (await import(`@genba/validators/${domain}`)) as Record<string, unknown>;
    expect(Object.keys(mod).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(mod)) expect(root).toHaveProperty(name, value);
  });
  it('exports the public contract of issue 3', () => {
    for (const name of [
      'toHalfWidth',
      'normalizePhone',
      'formatPhone',
      'isValidJapanesePhone',
      'isValidEmail',
      'isValidPostalCode',
      'displayLength',
      'containsEmoji',
      'roomRoleOf',
      'canUpdateMembers',
      'planPrice',
      'cancellationEffectiveDate',
      'nextCompletionStatus',
      'isSupportedUploadFile',
      'albumDownloadFileName',
      'loginEmailSchema',
      'contactPersonSchema',
      'invitationsByPhoneSchema',
      'invitationsByEmailSchema',
      'createCardSchema',
      'scheduleNumbersSchema',
    ]) {
      expect(root).toHaveProperty(name);
    }
  });
});
