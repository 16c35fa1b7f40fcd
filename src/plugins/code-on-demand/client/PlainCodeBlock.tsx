import type {ReactNode} from 'react';

/** The code as plain text while the highlighter loads after a client-side navigation. */
export default function PlainCodeBlock({children}: {children?: ReactNode}): ReactNode {
  return (
    <pre className="theme-code-block">
      <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
    </pre>
  );
}
