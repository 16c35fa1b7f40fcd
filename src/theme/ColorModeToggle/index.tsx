// Wraps the color-mode toggle so that a change of mode repaints the page once, at once, and re-renders React after.
import {startTransition, type ReactNode} from 'react';
import type {ColorMode} from '@docusaurus/theme-common';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {withoutTransitions} from './withoutTransitions';

/**
 * Docusaurus' `setColorMode` writes the new mode on `<html>` (which recolors the whole page through CSS variables)
 * and stores it, then sets React state, whose re-render touches only the few components that read the mode (this
 * toggle's icon, the logos). As a transition that re-render runs after the click, in short slices, so the frame with
 * the new colors is not held up by it.
 */
export default function ColorModeToggleWrapper({onChange, ...props}: Props): ReactNode {
  return (
    <ColorModeToggle
      {...props}
      onChange={(colorMode: ColorMode | null) => withoutTransitions(() => startTransition(() => onChange(colorMode)))}
    />
  );
}
