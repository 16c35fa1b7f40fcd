// Stands in for Docusaurus' useIsBrowser in unit tests: false while "hydrating" server HTML, true after.
let isBrowser = true;

export function setIsBrowser(value: boolean): void {
  isBrowser = value;
}

export default function useIsBrowser(): boolean {
  return isBrowser;
}
