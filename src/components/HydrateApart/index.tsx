/**
 * A part of the page that hydrates apart from the rest. React leaves a server-rendered `Activity` boundary as it is
 * while it hydrates the page, and hydrates the boundary afterwards in its own tasks (selective hydration), sooner if
 * the reader interacts with it; a boundary removed before its turn, as the desktop sidebar and table of contents are
 * on a phone, is never hydrated at all. Unlike a `Suspense` boundary, which React's server renderer moves out of
 * place behind an inline script once it is large, an `Activity` boundary stays inline, so the server HTML holds the
 * content where it belongs, readable without JavaScript.
 */
import {Activity, type ReactNode} from 'react';

export default function HydrateApart({children}: {children: ReactNode}): ReactNode {
  return <Activity mode="visible">{children}</Activity>;
}
