import type {ReactNode} from 'react';

/**
 * The code as plain text while the highlighter loads after a client-side navigation or a change of network. Like the
 * theme's block, it can take keyboard focus, so a reader can scroll its long lines without a mouse.
 */
export default function PlainCodeBlock({children}: {children?: ReactNode}): ReactNode {
  return (
    <pre className="theme-code-block" tabIndex={0}>
      <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
    </pre>
  );
}
