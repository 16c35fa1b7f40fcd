// Stands in for the theme's CodeBlock in unit tests: the title and the code, without highlighting.
import type {ReactNode} from 'react';

export default function CodeBlock({
  children,
  title,
}: {
  children: ReactNode;
  title?: string;
  language?: string;
}): ReactNode {
  return (
    <figure>
      {title && <figcaption>{title}</figcaption>}
      <pre>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
