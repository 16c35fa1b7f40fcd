// Stands in for the stock phone menu in unit tests, marked so a test can tell it rendered.
import type {ReactNode} from 'react';

export default function NavbarMobileSidebar(): ReactNode {
  return <div data-testid="stock-mobile-sidebar" />;
}
