/** Where the Markdown twin of a doc is served: its route plus `.md`. Shared by the plugin and the Copy page button. */
export function twinPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}
