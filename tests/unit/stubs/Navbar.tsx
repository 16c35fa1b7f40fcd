// Stands in for the stock navbar in unit tests.
import type {ReactNode} from 'react';

export default function Navbar(): ReactNode {
  return <nav data-testid="stock-navbar" />;
}
