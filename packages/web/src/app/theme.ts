import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  Input,
  parseThemeColor,
} from '@mantine/core';

/**
 * Contrast is part of the theme, not of each screen (axe-core color-contrast, WCAG AA 4.5:1): teal text, links and
 * filled buttons use shade 9 (shade 6, Mantine's default, is 2.6:1 on white) and darken on hover (Mantine's hover, shade
 * 8, is 4.0:1 under white text: a hovered button failed); a light badge or button sits on shade 0
 * (shade 9 on shade 1 is 4.3:1 for teal), yellow and orange darker still; an input's hint and dimmed text are gray 7, not Mantine's dimmed gray 6; and error text (a field's
 * message, an invalid input's value) is red 8 (red 6 is 3.3:1).
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  variantColorResolver: (input) => {
    const colors = defaultVariantColorsResolver(input);
    if (input.variant !== 'light') return colors;
    const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
    if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
    // Yellow and orange are too light even at shade 9 (3.0:1 and 3.9:1 on shade 0): a warning's title darkens.
    const warm = parsed.color === 'yellow' || parsed.color === 'orange';
    return {
      ...colors,
      background: `var(--mantine-color-${parsed.color}-0)`,
      color: warm ? darken(input.theme.colors[parsed.color]![9], 0.35) : `var(--mantine-color-${parsed.color}-9)`,
    };
  },
  components: {
    InputWrapper: Input.Wrapper.extend({ styles: { description: { color: 'var(--mantine-color-gray-7)' } } }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  // A hovered filled button darkens from shade 9 instead of lightening to shade 8.
  const filledHover = Object.fromEntries(
    Object.entries(resolved.colors).map(([name, shades]) => [
      `--mantine-color-${name}-filled-hover`,
      darken(shades[9], 0.2),
    ]),
  );
  return {
    variables: {},
    light: {
      '--mantine-color-error': 'var(--mantine-color-red-8)',
      // Dimmed text (c="dimmed") is gray 6 in Mantine, 3.3:1 on white: gray 7 keeps it quieter than body text at 8:1.
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      ...filledHover,
      '--mantine-primary-color-filled-hover': filledHover[`--mantine-color-${resolved.primaryColor}-filled-hover`]!,
    },
    dark: {},
  };
};
