/**
 * A part of the page that hydrates apart from the rest. React leaves a server-rendered `Suspense` boundary as it is
 * while it hydrates the page, and hydrates the boundary afterwards in its own tasks (selective hydration), sooner if
 * the reader interacts with it; a boundary removed before its turn, as the desktop sidebar and table of contents are
 * on a phone, is never hydrated at all. Nothing in it suspends, so the server HTML holds its content as before.
 */
import {Suspense, type ReactNode} from 'react';

export default function HydrateApart({children}: {children: ReactNode}): ReactNode {
  return <Suspense fallback={null}>{children}</Suspense>;
}
