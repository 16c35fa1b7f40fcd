// Wraps the color-mode toggle so that a change of mode repaints the page once instead of animating every color.
import type {ReactNode} from 'react';
import type {ColorMode} from '@docusaurus/theme-common';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {withoutTransitions} from './withoutTransitions';

export default function ColorModeToggleWrapper({onChange, ...props}: Props): ReactNode {
  return (
    <ColorModeToggle
      {...props}
      onChange={(colorMode: ColorMode | null) => withoutTransitions(() => onChange(colorMode))}
    />
  );
}
