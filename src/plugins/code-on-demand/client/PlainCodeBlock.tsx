import type {ReactNode} from 'react';

/** The code without a sample's hidden setup (the `setup-start` … `setup-end` and `setup-next-line` magic comments). */
export function visibleCode(code: string): string {
  return code
    .replace(/^[^\S\n]*(\/\/|#)\s*setup-start\s*\n[\s\S]*?^[^\S\n]*(\/\/|#)\s*setup-end[^\n]*\n?/gm, '')
    .replace(/^[^\S\n]*(\/\/|#)\s*setup-next-line[^\n]*\n[^\n]*\n?/gm, '');
}

/**
 * The code as plain text while the highlighter loads after a client-side navigation or a change of network. Like the
 * theme's block, it can take keyboard focus, so a reader can scroll its long lines without a mouse.
 */
export default function PlainCodeBlock({children}: {children?: ReactNode}): ReactNode {
  return (
    <pre className="theme-code-block" tabIndex={0}>
      <code>{typeof children === 'string' ? visibleCode(children).replace(/\n$/, '') : children}</code>
    </pre>
  );
}
