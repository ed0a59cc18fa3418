import { createElement } from 'react';

type IconNode = readonly (readonly ['path' | 'circle', Readonly<Record<string, string>>])[];

/**
 * The shell's decorative icons, drawn with lucide's shapes and markup (same SVG, attributes and classes as
 * lucide-react renders them; shell-icons.test.tsx compares the two). Every page draws the shell before it
 * hydrates, and lucide-react's runtime (its icon builder, context and class helpers) would otherwise be
 * part of that first download for nine icons (docs/decisions/014). Screens loaded later use lucide-react.
 */
const ICONS = {
  x: {
    classes: 'lucide-x',
    node: [
      ['path', { d: 'M18 6 6 18' }],
      ['path', { d: 'm6 6 12 12' }],
    ],
  },
  menu: {
    classes: 'lucide-menu',
    node: [
      ['path', { d: 'M4 5h16' }],
      ['path', { d: 'M4 12h16' }],
      ['path', { d: 'M4 19h16' }],
    ],
  },
  'user-round': {
    classes: 'lucide-user-round lucide-user-2',
    node: [
      ['circle', { cx: '12', cy: '8', r: '5' }],
      ['path', { d: 'M20 21a8 8 0 0 0-16 0' }],
    ],
  },
  'chevron-down': {
    classes: 'lucide-chevron-down',
    node: [['path', { d: 'm6 9 6 6 6-6' }]],
  },
  globe: {
    classes: 'lucide-globe',
    node: [
      ['circle', { cx: '12', cy: '12', r: '10' }],
      ['path', { d: 'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20' }],
      ['path', { d: 'M2 12h20' }],
    ],
  },
  'triangle-alert': {
    classes: 'lucide-triangle-exclamation-point lucide-alert-triangle lucide-triangle-alert',
    node: [
      ['path', { d: 'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3' }],
      ['path', { d: 'M12 9v4' }],
      ['path', { d: 'M12 17h.01' }],
    ],
  },
  info: {
    classes: 'lucide-info',
    node: [
      ['circle', { cx: '12', cy: '12', r: '10' }],
      ['path', { d: 'M12 16v-4' }],
      ['path', { d: 'M12 8h.01' }],
    ],
  },
  bell: {
    classes: 'lucide-bell',
    node: [
      ['path', { d: 'M10.268 21a2 2 0 0 0 3.464 0' }],
      [
        'path',
        {
          d: 'M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326',
        },
      ],
    ],
  },
  'server-crash': {
    classes: 'lucide-server-crash',
    node: [
      ['path', { d: 'M6 10H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2' }],
      ['path', { d: 'M6 14H4a2 2 0 0 0-2 2v4a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-4a2 2 0 0 0-2-2h-2' }],
      ['path', { d: 'M6 6h.01' }],
      ['path', { d: 'M6 18h.01' }],
      ['path', { d: 'm13 6-4 6h6l-4 6' }],
    ],
  },
} as const satisfies Record<string, { classes: string; node: IconNode }>;

export type ShellIconName = keyof typeof ICONS;

/** A decorative (aria-hidden) shell icon, `size` pixels square. */
export function ShellIcon({
  name,
  size,
  className,
}: {
  name: ShellIconName;
  size: number;
  className?: string;
}) {
  const icon = ICONS[name];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide ${icon.classes}${className ? ` ${className}` : ''}`}
      aria-hidden="true"
    >
      {icon.node.map(([tag, attributes]) =>
        createElement(tag, { key: Object.values(attributes).join(), ...attributes }),
      )}
    </svg>
  );
}
