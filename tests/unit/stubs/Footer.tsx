// Stands in for the stock footer in unit tests.
import type {ReactNode} from 'react';

export default function Footer(): ReactNode {
  return <footer data-testid="stock-footer" />;
}
