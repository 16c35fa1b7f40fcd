/** Dates as the style guide writes them. */
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Formats `2025-03-26` as "26 March 2025" and `2025-07` as "July 2025". */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const monthName = months[month - 1];
  return day ? `${day} ${monthName} ${year}` : `${monthName} ${year}`;
}
