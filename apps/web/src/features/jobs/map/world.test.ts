import { describe, expect, it } from 'vitest';
import { unwrapCollection, unwrapRing } from './world.js';

describe('unwrapRing', () => {
  it('leaves a ring that does not cross the antimeridian alone', () => {
    const ring = [
      [10, 50],
      [20, 50],
      [20, 60],
      [10, 50],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });

  it('runs a ring that crosses the antimeridian past 180° instead of across the map', () => {
    expect(
      unwrapRing([
        [178, 65],
        [-178, 65],
        [-178, 70],
        [178, 70],
        [178, 65],
      ]),
    ).toEqual([
      [178, 65],
      [182, 65],
      [182, 70],
      [178, 70],
      [178, 65],
    ]);
  });

  it('closes a ring around the south pole through the pole', () => {
    const out = unwrapRing([
      [-180, -80],
      [0, -70],
      [180, -80],
      [-180, -80],
    ]);
    expect(out.slice(0, 3)).toEqual([
      [-180, -80],
      [0, -70],
      [180, -80],
    ]);
    // The closing step from 180° to -180° is unwrapped, then the ring goes down to the pole and back.
    expect(out.slice(3)).toEqual([
      [180, -80],
      [180, -90],
      [-180, -90],
      [-180, -80],
    ]);
  });
});

describe('unwrapCollection', () => {
  it('unwraps polygons and multipolygons and keeps everything else', () => {
    const collection = {
      type: 'FeatureCollection' as const,
      features: [
        {
          type: 'Feature' as const,
          properties: { name: 'A' },
          geometry: {
            type: 'MultiPolygon',
            coordinates: [
              [
                [
                  [179, 0],
                  [-179, 0],
                  [-179, 1],
                  [179, 0],
                ],
              ],
            ],
          },
        },
        {
          type: 'Feature' as const,
          properties: { name: 'B' },
          geometry: { type: 'Point', coordinates: [1, 2] },
        },
      ],
    };
    const out = unwrapCollection(collection);
    expect(out.features[0]?.geometry).toEqual({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [179, 0],
            [181, 0],
            [181, 1],
            [179, 0],
          ],
        ],
      ],
    });
    expect(out.features[1]).toBe(collection.features[1]);
  });
});
