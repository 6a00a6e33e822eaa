import { PROJECT_COMPLETION_STATUS_LABEL } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { contrastRatio } from './contrast.ts';
import { cssVar, flattenTokens } from './render-css.ts';
import { color, font, layout, radius, shadow, space, taskPaletteDefault, zIndex } from './tokens.ts';

/** The catalogue behind the Tokens docs page: every token, rendered from tokens.ts. */
const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section style={{ marginBottom: 32 }}>
    <h2 style={{ fontSize: 18, margin: '0 0 12px' }}>{title}</h2>
    {children}
  </section>
);

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 12,
};
// The bundled sans font, not the mono token: system monospace fonts differ between machines and would break screenshots.
const code: CSSProperties = {
  fontSize: 12,
  color: 'var(--genba-color-text-muted)',
};

const Swatch = ({ name, value, path }: { name: string; value: string; path: string[] }) => (
  <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
    <span
      style={{
        width: 40,
        height: 40,
        flex: 'none',
        borderRadius: 8,
        background: cssVar(...path),
        border: '1px solid var(--genba-color-border-default)',
      }}
    />
    <span style={{ minWidth: 0 }}>
      <strong style={{ display: 'block', fontSize: 13 }}>{name}</strong>
      <span style={code}>{value}</span>
    </span>
  </div>
);

const ColourGroup = ({ group }: { group: keyof typeof color }) => {
  const values = color[group];
  const entries = typeof values === 'string' ? [[group, values] as const] : Object.entries(values);
  return (
    <div style={grid}>
      {entries.map(([name, value]) => (
        <Swatch
          key={name}
          name={name}
          value={value}
          path={typeof values === 'string' ? ['color', group] : ['color', group, name]}
        />
      ))}
    </div>
  );
};

/** The completion statuses' names, by code as the colour tokens key them. */
const statusNames: Readonly<Record<string, string>> = PROJECT_COMPLETION_STATUS_LABEL;

const Colours = () => (
  <>
    {(['brand', 'semantic', 'text', 'surface', 'border', 'neutral', 'avatar'] as const).map((group) => (
      <Section key={group} title={`color.${group}`}>
        <ColourGroup group={group} />
      </Section>
    ))}
    <Section title="color.projectStatus（案件の完了ステータス 0–9、白文字）">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {Object.entries(color.projectStatus).map(([code, value]) => (
          <span
            key={code}
            style={{
              background: value,
              color: '#fff',
              padding: '6px 12px',
              borderRadius: 4,
              fontWeight: 700,
              fontSize: 13,
            }}
          >
            {code} {statusNames[code]}（{contrastRatio(value, '#ffffff').toFixed(1)}:1）
          </span>
        ))}
      </div>
    </Section>
    <Section title={`color.task（工程表のタスク、既定は ${taskPaletteDefault}）`}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {Object.entries(color.task).map(([name, value]) => (
          <span
            key={name}
            style={{
              background: value,
              color: color.onTask,
              padding: '6px 12px',
              borderRadius: 4,
              fontSize: 13,
              outline: name === taskPaletteDefault ? `2px solid ${color.brand.primary}` : undefined,
            }}
          >
            {name}
          </span>
        ))}
      </div>
    </Section>
  </>
);

const Typography = () => (
  <>
    <Section title="font.size（Noto Sans JP）">
      {Object.entries(font.size).map(([name, px]) => (
        <p key={name} style={{ fontSize: px, margin: '0 0 8px' }}>
          <span style={code}>
            {name} {px}px
          </span>{' '}
          現場の日報を提出しました
        </p>
      ))}
    </Section>
    <Section title="font.weight">
      {Object.entries(font.weight).map(([name, w]) => (
        <p key={name} style={{ fontWeight: w, margin: '0 0 8px' }}>
          {name} {w}：工程表を確定しました
        </p>
      ))}
    </Section>
  </>
);

const bar = (width: number, label: string) => (
  <div key={label} style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 6 }}>
    <span style={{ ...code, width: 220 }}>{label}</span>
    <span style={{ width, height: 12, background: 'var(--genba-color-brand-primary)', borderRadius: 2 }} />
  </div>
);

const SpacingAndShape = () => (
  <>
    <Section title="space">
      {Object.entries(space).map(([name, px]) => bar(px, `space.${name} = ${px}px`))}
    </Section>
    <Section title="radius">
      <div style={{ display: 'flex', gap: 16 }}>
        {Object.entries(radius).map(([name, px]) => (
          <div key={name} style={{ textAlign: 'center' }}>
            <div
              style={{
                width: 64,
                height: 64,
                borderRadius: px,
                border: '2px solid var(--genba-color-border-strong)',
              }}
            />
            <span style={code}>{name}</span>
          </div>
        ))}
      </div>
    </Section>
    <Section title="shadow">
      <div style={{ display: 'flex', gap: 24 }}>
        {Object.entries(shadow).map(([name, value]) => (
          <div
            key={name}
            style={{
              width: 120,
              height: 64,
              borderRadius: 8,
              background: '#fff',
              boxShadow: value,
              padding: 8,
            }}
          >
            <span style={code}>{name}</span>
          </div>
        ))}
      </div>
    </Section>
    <Section title="zIndex">
      <p style={{ margin: 0 }}>
        {Object.entries(zIndex)
          .map(([name, z]) => `${name} ${z}`)
          .join(' ・ ')}
      </p>
    </Section>
  </>
);

const Layout = () => (
  <Section title="layout（仕様の寸法、px）">
    {flattenTokens()
      .filter(([name]) => name.startsWith('--genba-layout-'))
      .map(([name, value]) =>
        bar(
          Math.min(Number.parseInt(value, 10), 900) / 2,
          `${name.replace('--genba-layout-', '')} = ${value}`,
        ),
      )}
    <p style={{ ...code, marginTop: 12 }}>
      バーは実寸の1/2。PC レイアウトは {layout.breakpoint.lg}px
      以上、それ未満はスマートフォンレイアウト（本文は最大 {layout.contentWidth}px）。
    </p>
  </Section>
);

const AllTokens = () => (
  <table style={{ borderCollapse: 'collapse', fontSize: 12 }}>
    <thead>
      <tr>
        <th style={{ textAlign: 'left', padding: 4 }}>変数</th>
        <th style={{ textAlign: 'left', padding: 4 }}>値</th>
      </tr>
    </thead>
    <tbody>
      {flattenTokens().map(([name, value]) => (
        <tr key={name} style={{ borderTop: '1px solid var(--genba-color-border-default)' }}>
          <td style={{ padding: 4, fontFamily: 'var(--genba-font-family-mono)' }}>{name}</td>
          <td style={{ padding: 4, fontFamily: 'var(--genba-font-family-mono)' }}>{value}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

const meta = {
  title: 'UI/Tokens/Catalog',
  component: Colours,
  tags: ['autodocs'],
} satisfies Meta<typeof Colours>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = { tags: ['screenshot'] };
export const Type: Story = { render: () => <Typography />, tags: ['screenshot'] };
export const Spacing: Story = { render: () => <SpacingAndShape /> };
export const LayoutConstants: Story = { render: () => <Layout /> };
export const CustomProperties: Story = { render: () => <AllTokens /> };
