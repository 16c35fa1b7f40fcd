// Stands in for the stock navbar item in unit tests.
import type {ReactNode} from 'react';

export default function NavbarItem({label}: {label?: string}): ReactNode {
  return <a href="/">{label}</a>;
}
