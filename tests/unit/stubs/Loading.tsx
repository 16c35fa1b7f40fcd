// Stands in for the stock page loader in unit tests: its spinner state, marked so a test can tell it rendered.
import type {ReactNode} from 'react';

export default function Loading(): ReactNode {
  return <div data-testid="stock-loading" />;
}
