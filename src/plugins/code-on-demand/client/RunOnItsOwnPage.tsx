import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {Slot} from '../slot';
import PlainCodeBlock from './PlainCodeBlock';

/**
 * A live code block reached by a client-side navigation: the document keeps the strict policy of the page it was
 * loaded on, which stops react-live, so the code shows as text with a link that loads this page afresh, where it runs.
 * The link is a plain one, not the router's: only a full page load brings the policy that lets the playground run.
 */
export default function RunOnItsOwnPage({children}: {children?: ReactNode}): ReactNode {
  const {pathname, search} = useLocation();
  return (
    <Slot live>
      <PlainCodeBlock>{children}</PlainCodeBlock>
      <p>
        <a href={`${pathname}${search}`}>Load the live editor for this example</a>
      </p>
    </Slot>
  );
}
