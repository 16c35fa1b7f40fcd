import type {ReactNode} from 'react';
import {SETUP_MARKERS} from '@site/src/config/sampleSetup';

const comment = (marker: string) => `^[^\\S\\n]*(?://|#)\\s*${marker}`;
const SETUP_BLOCK = new RegExp(
  `${comment(SETUP_MARKERS.start)}\\s*\\n[\\s\\S]*?${comment(SETUP_MARKERS.end)}[^\\n]*\\n?`,
  'gm',
);
const SETUP_NEXT_LINE = new RegExp(`${comment(SETUP_MARKERS.line)}[^\\n]*\\n[^\\n]*\\n?`, 'gm');

/** The code without a sample's hidden setup (src/config/sampleSetup.ts). */
export function visibleCode(code: string): string {
  return code.replace(SETUP_BLOCK, '').replace(SETUP_NEXT_LINE, '');
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
