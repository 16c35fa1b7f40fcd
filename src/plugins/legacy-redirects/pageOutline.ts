/** What the path matcher knows of a built page: its title, without the site's name, and the words of its headings. */
export interface PageOutline {
  title: string | undefined;
  headings: string;
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' '};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\u200b/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/&[#\w]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The outline of a built page's HTML: the `<title>` and the distinct words of its H2 and H3 headings. */
export function pageOutline(html: string): PageOutline {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  const words = new Set(
    [...html.matchAll(/<h[23]\b[^>]*>([\s\S]*?)<\/h[23]>/g)].flatMap((match) =>
      text(match[1]).toLowerCase().split(' '),
    ),
  );
  words.delete('');
  return {
    title: title === undefined ? undefined : text(title).replace(/ \| [^|]*$/, '') || undefined,
    headings: [...words].join(' '),
  };
}
