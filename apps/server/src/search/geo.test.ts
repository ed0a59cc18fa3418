import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, inBox } from './geo.js';

describe('boundingBox', () => {
  it('holds every point within the radius, wherever the center is', () => {
    const centers = [
      { lat: 52.52, lng: 13.405 },
      { lat: -16.85, lng: 179.9 },
      { lat: 64.1, lng: -179.95 },
      { lat: 89.7, lng: 0 },
      { lat: -33.87, lng: 151.21 },
      { lat: 0, lng: 0 },
    ];
    for (const c of centers) {
      const box = boundingBox(c, 50);
      // Points on the 49.9 km circle, every 5 degrees of bearing.
      for (let bearing = 0; bearing < 360; bearing += 5) {
        const d = 49.9 / 6371.0088;
        const b = (bearing * Math.PI) / 180;
        const lat1 = (c.lat * Math.PI) / 180;
        const lng1 = (c.lng * Math.PI) / 180;
        const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
        let lng2 =
          lng1 +
          Math.atan2(
            Math.sin(b) * Math.sin(d) * Math.cos(lat1),
            Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
          );
        lng2 = (((((lng2 * 180) / Math.PI + 540) % 360) + 360) % 360) - 180;
        const p = { lat: (lat2 * 180) / Math.PI, lng: lng2 };
        expect(distanceKm(c, p)).toBeLessThan(50);
        expect(inBox(box, p), `${JSON.stringify(c)} bearing ${bearing}`).toBe(true);
      }
    }
  });

  it('splits at the antimeridian and opens up at the poles', () => {
    expect(boundingBox({ lat: 0, lng: 179.9 }, 50).lngRanges).toHaveLength(2);
    expect(boundingBox({ lat: 89.9, lng: 10 }, 50).lngRanges).toEqual([]);
    const berlin = boundingBox({ lat: 52.52, lng: 13.405 }, 50);
    expect(berlin.lngRanges).toHaveLength(1);
    expect(berlin.maxLat - berlin.minLat).toBeCloseTo(0.9, 1);
  });
});
