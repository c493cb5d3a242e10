import { describe, expect, it } from 'vitest';
import {
  availableCount,
  DEFAULT_CENTER,
  distanceKm,
  formatDistance,
  matchesDistance,
  occupancyLevel,
  occupancyRatio,
} from './geo';

describe('distanceKm (haversine, R = 6371 km)', () => {
  it('is 0 for the same point and symmetric', () => {
    expect(distanceKm(DEFAULT_CENTER, DEFAULT_CENTER)).toBe(0);
    const b = { lat: 37.28, lng: 127.44 };
    expect(distanceKm(DEFAULT_CENTER, b)).toBeCloseTo(distanceKm(b, DEFAULT_CENTER), 12);
  });

  it('gives 111.19 km for one degree of latitude', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((6371 * Math.PI) / 180, 6);
  });

  it('measures Seoul City Hall to Icheon City Hall at about 51 km', () => {
    const seoul = { lat: 37.5663, lng: 126.9779 };
    const icheon = { lat: 37.2722, lng: 127.435 };
    expect(distanceKm(seoul, icheon)).toBeGreaterThan(50);
    expect(distanceKm(seoul, icheon)).toBeLessThan(52);
  });

  it('puts 0.0045° of latitude at about 500 m', () => {
    const km = distanceKm(DEFAULT_CENTER, { lat: DEFAULT_CENTER.lat + 0.0045, lng: DEFAULT_CENTER.lng });
    expect(km).toBeCloseTo(0.5, 2);
  });
});

describe('availableCount', () => {
  it('treats null, missing, negative and junk as 0', () => {
    expect(availableCount(null)).toBe(0);
    expect(availableCount(undefined)).toBe(0);
    expect(availableCount(-3)).toBe(0);
    expect(availableCount('x')).toBe(0);
    expect(availableCount('12')).toBe(12);
    expect(availableCount(7)).toBe(7);
  });
});

describe('occupancy colour thresholds (spec 1 §9)', () => {
  const level = (cells: number, available: number) => occupancyLevel(occupancyRatio(cells, available));

  it('is free (blue) up to and including 60 % used', () => {
    expect(level(100, 100)).toBe('free');
    expect(level(100, 40)).toBe('free'); // exactly 60 %
  });

  it('is crowded (orange) above 60 % up to and including 80 %', () => {
    expect(level(100, 39)).toBe('crowded'); // 61 %
    expect(level(100, 20)).toBe('crowded'); // exactly 80 %
  });

  it('is very crowded (red) above 80 %', () => {
    expect(level(100, 19)).toBe('busy'); // 81 %
    expect(level(100, 0)).toBe('busy');
  });

  it('clamps availability above the cell count and treats a lot without cells as full', () => {
    expect(occupancyRatio(10, 15)).toBe(0);
    expect(occupancyRatio(0, 0)).toBe(1);
    expect(occupancyRatio(null, 0)).toBe(1);
  });
});

describe('distance filter', () => {
  it('keeps the boundary in the nearer band', () => {
    expect(matchesDistance(0.5, 'within500')).toBe(true);
    expect(matchesDistance(0.501, 'within500')).toBe(false);
    expect(matchesDistance(1, 'within1000')).toBe(true);
    expect(matchesDistance(1, 'beyond1000')).toBe(false);
    expect(matchesDistance(1.001, 'beyond1000')).toBe(true);
    expect(matchesDistance(42, 'all')).toBe(true);
  });

  it('formats metres and kilometres', () => {
    expect(formatDistance(0.3504)).toBe('350m');
    expect(formatDistance(1.26)).toBe('1.3km');
  });
});
