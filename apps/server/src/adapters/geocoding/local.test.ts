import { describe, expect, it } from 'vitest';
import { createLocalGeocodingAdapter } from './local.ts';
import { GeocodingError } from './types.ts';

describe('local geocoding adapter', () => {
  const adapter = createLocalGeocodingAdapter();

  it('places an address at its prefectural office and names the municipality', async () => {
    const result = await adapter.geocode('福岡県福岡市中央区天神1-8-1');
    expect(result).toMatchObject({
      prefCode: 40,
      prefName: '福岡県',
      formattedAddress: '福岡県福岡市中央区',
    });
    expect(result.precision).toBe('prefecture');
    expect(result.latitude).toBeCloseTo(33.606, 2);
  });

  it('infers the prefecture from a municipality that exists once', async () => {
    const result = await adapter.geocode('札幌市中央区北1条西2丁目');
    expect(result).toMatchObject({ prefCode: 1, prefName: '北海道', formattedAddress: '北海道札幌市中央区' });
  });

  it('accepts full-width text and a leading country', async () => {
    const result = await adapter.geocode('日本、大阪府大阪市北区　梅田１');
    expect(result).toMatchObject({ prefCode: 27, formattedAddress: '大阪府大阪市北区' });
  });

  it("fails with 'Geocoding failed' and ZERO_RESULTS when nothing matches or the name is ambiguous", async () => {
    for (const address of ['', 'London', '府中市宮西町2-24']) {
      const error = await adapter.geocode(address).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GeocodingError);
      expect(error).toMatchObject({ message: 'Geocoding failed', status: 'ZERO_RESULTS' });
    }
  });

  it('reverse-geocodes to the nearest prefecture and refuses positions outside Japan', async () => {
    const naha = await adapter.reverse(26.33, 127.8);
    expect(naha).toMatchObject({
      prefName: '沖縄県',
      latitude: 26.33,
      longitude: 127.8,
      precision: 'approximate',
    });
    const sendai = await adapter.reverse(38.26, 140.88);
    expect(sendai.prefName).toBe('宮城県');
    await expect(adapter.reverse(51.5, -0.12)).rejects.toMatchObject({ message: 'Geocoding failed' });
  });
});
