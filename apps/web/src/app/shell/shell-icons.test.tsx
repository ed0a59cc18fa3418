import { Bell, ChevronDown, Globe, Info, Menu, ServerCrash, TriangleAlert, UserRound, X } from 'lucide-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShellIcon, type ShellIconName } from './shell-icons.js';

type LucideIcon = ComponentType<{ size?: number; className?: string; 'aria-hidden'?: 'true' }>;
const LUCIDE: Record<ShellIconName, LucideIcon> = {
  x: X,
  menu: Menu,
  'user-round': UserRound,
  'chevron-down': ChevronDown,
  globe: Globe,
  'triangle-alert': TriangleAlert,
  info: Info,
  'server-crash': ServerCrash,
  bell: Bell,
};

describe('ShellIcon', () => {
  it.each(Object.entries(LUCIDE))('draws %s exactly as lucide-react does', (name, Lucide) => {
    for (const className of [undefined, 'extra']) {
      expect(
        renderToStaticMarkup(<ShellIcon name={name as ShellIconName} size={20} className={className} />),
      ).toBe(renderToStaticMarkup(<Lucide aria-hidden="true" size={20} className={className} />));
    }
  });
});
