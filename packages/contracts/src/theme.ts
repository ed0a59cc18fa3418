import { z } from 'zod';
import {
  FONT_STACK,
  HEX_COLOR,
  migrateLegacyTheme,
  RADIUS_MAX,
  THEME_SECTION_IDS,
  THEME_SECTIONS,
  type Theme,
  type ThemeInput,
  type ThemeTokenDef,
} from './theme-tokens.js';

/** The theme's zod schemas (docs/decisions/046); the tokens, defaults and contrast rules are in theme-tokens.ts. */

const tokenSchema = (def: ThemeTokenDef) => {
  const base =
    def.kind === 'radius'
      ? z.number().int().min(0).max(RADIUS_MAX)
      : def.kind === 'font'
        ? z.string().regex(FONT_STACK, 'a font list like "Inter, sans-serif"')
        : z.string().regex(HEX_COLOR, 'a colour like #1a2b3c');
  return 'default' in def ? (base as z.ZodType<string | number>).default(def.default) : base.optional();
};

const sectionsSchema = z.object(
  Object.fromEntries(
    THEME_SECTION_IDS.map((section) => {
      const tokens = THEME_SECTIONS[section].tokens as Record<string, ThemeTokenDef>;
      const shape = z.strictObject(
        Object.fromEntries(Object.entries(tokens).map(([key, def]) => [key, tokenSchema(def)])),
      );
      return [section, shape.default(shape.parse({}))];
    }),
  ),
);

/** The theme as the API takes and gives it: the sections only, unknown tokens refused. */
export const themeSectionsSchema = sectionsSchema as unknown as z.ZodType<Theme, ThemeInput>;
/** The theme as stored in a tenant's configuration: also reads the flat themes saved before the sections. */
export const themeSchema = z.preprocess(migrateLegacyTheme, sectionsSchema) as unknown as z.ZodType<
  Theme,
  ThemeInput
>;
