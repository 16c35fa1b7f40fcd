// Stands in for the theme's Heading in unit tests: the same element, without the anchor link.
import type {ComponentProps, ReactNode} from 'react';

type Props = ComponentProps<'h2'> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'};

export default function Heading({as: Tag, ...props}: Props): ReactNode {
  return <Tag {...props} />;
}
